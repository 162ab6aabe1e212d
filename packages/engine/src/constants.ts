/** Spec §1/§9: a main score strictly below this is a good outcome. Kept exactly as written. */
export const GOOD_OUTCOME = 42.385;
/** Spec §9: seven Golden Orbs. */
export const ORB_COUNT = 7;
