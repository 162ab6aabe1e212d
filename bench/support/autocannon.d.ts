// The part of autocannon 9's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
  }
  export interface Result {
    duration: number;
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
    latency: { p50: number; p99: number; average: number };
    requests: { total: number };
  }
  export default function autocannon(options: Options): Promise<Result>;
}
