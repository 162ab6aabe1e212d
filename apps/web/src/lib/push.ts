// Specification §7: "A push-notification initialiser does nothing." Kept as a named seam so a real
// push provider can be added later without touching the app's start-up.
export function initPushNotifications(): void {
  // Intentionally empty (spec §7).
}
