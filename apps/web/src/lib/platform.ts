// Whether we run inside Capacitor's native container. The native bridge injects window.Capacitor
// before the app loads, so this needs no import of @capacitor/core in the first-load bundle.
interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
}

export function isNativePlatform(win: { Capacitor?: CapacitorGlobal } = window as never): boolean {
  try {
    return Boolean(win.Capacitor?.isNativePlatform?.());
  } catch {
    return false;
  }
}
