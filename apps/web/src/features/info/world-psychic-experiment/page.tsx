import { Link } from 'wouter';

export default function WorldPsychicExperimentPage() {
  return (
    <article className="page prose" aria-labelledby="world-title">
      <h1 id="world-title">The world psychic experiment</h1>
      <p>
        Every verified circuit, played by anyone anywhere, feeds one shared experiment: the world average main score, the average Game
        Karma rating and the Golden Orbs won. If intuition is real, the world's scores should drift below what pure chance predicts.
      </p>
      <h2>What chance predicts</h2>
      <p>
        A player who guesses at random scores about 42.4 on average, with a spread (standard deviation) of about 5. So a single score
        of 42 says little; a score of 33 or less happens to a guesser only about 3.5% of the time. Averages over many circuits tell far
        more than any single one.
      </p>
      <h2>Only verified circuits count</h2>
      <p>
        Circuits played online are checked by the server: targets are fixed before you guess and can be replayed afterwards. Circuits
        played offline count for you alone.
      </p>
      <p className="interim-note">The live world figures appear here once the statistics service is connected.</p>
      <p>
        <Link href="/game-ready-set-go" className="btn btn--primary">
          Add your circuit
        </Link>
      </p>
    </article>
  );
}
