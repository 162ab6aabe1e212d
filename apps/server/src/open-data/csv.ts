import { SCORED_STEPS, type OpenRecord } from './records';

// RFC 4180 CSV: one header line, then a line per circuit; per-exercise scores as score_<exercise>.
const FIELDS = [
  'formatVersion',
  'experimentVersion',
  'release',
  'circuit',
  'player',
  'status',
  'closedReason',
  'startedHour',
  'endedHour',
  'verified',
  'mainScore',
  'expectedScore',
  'remainingVariance',
  'orbs',
  'karma',
  'goodOutcome',
  'control',
] as const;

export const CSV_HEADER = [...FIELDS, ...SCORED_STEPS.map((step) => `score_${step}`)].join(',') + '\r\n';

/** Empty for null; quoted when a value holds a comma, a quote or a line break (none do today). */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(record: OpenRecord): string {
  const cells = [
    ...FIELDS.map((field) => cell(record[field])),
    ...SCORED_STEPS.map((step) => cell(record.scores[step])),
  ];
  return cells.join(',') + '\r\n';
}
