/** Game Karma 0..99 as a filled track; the number is in the text, the track is decoration. */
export function KarmaMeter({ karma, chanceMean }: { karma: number; chanceMean: number | null }) {
  const pct = Math.max(0, Math.min(99, karma)) / 99;
  const mean = chanceMean === null ? null : Math.max(0, Math.min(99, chanceMean)) / 99;
  return (
    <div className="karma-meter" aria-hidden="true">
      <div className="karma-meter__fill" style={{ width: `${pct * 100}%` }} />
      {mean !== null && <div className="karma-meter__mean" style={{ left: `${mean * 100}%` }} />}
    </div>
  );
}
