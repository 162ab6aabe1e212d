// What sealing means, said before the player commits (issue 37): the rules a sealed claim cannot escape.
export function SealExplainer() {
  return (
    <ul className="claim-rules">
      <li>Every circuit you start from now on belongs to the claim, in the order you start them.</li>
      <li>A circuit you abandon still counts, by what it was expected to score when you left it.</li>
      <li>None can be skipped, swapped or played again.</li>
      <li>The claim is written to the public log now, before its first circuit, so anyone can check it came first.</li>
      <li>
        It closes at its last circuit, or as soon as the evidence reaches the level you chose. You may look at the meter
        as often as you like: looking cannot help pure guessing pass.
      </li>
    </ul>
  );
}
