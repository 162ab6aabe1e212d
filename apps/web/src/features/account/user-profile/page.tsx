import { Link, useLocation } from 'wouter';
import { GOOD_OUTCOME } from '@psi/engine';
import { ScoreHistoryChart } from '../../../components/charts/score-history-chart';
import { formatNumber, formatP, guesserWords, plural } from '../../../components/charts/format';
import { ResearchConsentSetting } from '../../../components/ui/research-consent';
import { WhatItMeans } from '../../../components/ui/what-it-means';
import { isLoggedIn, logout, me, profile } from '../../../lib/api/accounts';
import type { AccountInfo, AccountProfile } from '../../../lib/api/types';
import { LoadView } from '../shared/load-view';
import { LoggedOut } from '../shared/logged-out';
import { useLoad } from '../../../lib/use-load';
import { PLAYED_BEFORE_SIGN_IN } from '../shared/played-before-sign-in';
import { HallOfFameSettingSection } from './hall-of-fame-setting';
import '../shared/account.css';

function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString('en', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** Issue 34 item 7: the average against guessers in plain words, first. */
function plainVerdict(p: AccountProfile): string {
  if (p.meanScore === null || p.p === null) return '';
  return `Your average of ${formatNumber(p.meanScore, 2)} over ${plural(p.circuits, 'circuit')} is ${guesserWords(p.p)}${p.p < 0.05 ? '' : ' do'}; par is ${GOOD_OUTCOME}.`;
}

/** The average against chance with its p-value (lower scores are better), for the curious. */
function verdict(p: AccountProfile): string {
  if (p.meanScore === null || p.p === null) return '';
  const side = p.meanScore < GOOD_OUTCOME ? 'below' : p.meanScore > GOOD_OUTCOME ? 'above' : 'at';
  const strength =
    p.p < 0.01
      ? 'Very rarely does guessing do this well.'
      : p.p < 0.05
        ? 'Guessing does this well less than one time in twenty.'
        : 'Guessing does this well often: no sign of anything but chance yet.';
  return `Your average ${formatNumber(p.meanScore, 2)} is ${side} par, ${GOOD_OUTCOME}, a guesser's average (p = ${formatP(p.p)}, over ${plural(p.circuits, 'circuit')}). ${strength}`;
}

function Profile({ data }: { data: AccountProfile }) {
  if (data.circuits === 0 && data.history.length === 0) {
    return (
      <div>
        <p>You have not finished a circuit yet. Play all sixteen exercises and your results appear here.</p>
        <p>
          <Link href="/game-ready-set-go" className="btn btn--primary">
            Play the circuit
          </Link>
        </p>
      </div>
    );
  }
  // The chart draws what the statistics count: circuits started while signed in.
  const points = data.history
    .filter((c) => !c.playedBeforeSignIn)
    .map((c, i) => ({
      id: c.id,
      score: c.mainScore,
      when: `${i + 1}. ${when(c.finishedAt)}`,
    }));
  const band = {
    low: data.chanceBand.low,
    high: data.chanceBand.high,
    label: `95% of guessers' scores (${data.chanceBand.low}–${data.chanceBand.high})`,
  };
  const carried = data.history.some((c) => c.playedBeforeSignIn);
  return (
    <>
      {data.circuits === 0 && <p>No circuit started while signed in has finished yet, so there are no statistics.</p>}
      {data.circuits > 0 && <Figures data={data} points={points} band={band} />}
      <h2>Every circuit, with its proof</h2>
      {carried && <p data-testid="profile-carried-note">{PLAYED_BEFORE_SIGN_IN}</p>}
      <ul className="account-history" data-testid="profile-history">
        {[...data.history].reverse().map((c) => (
          <li key={c.id}>
            <span>{when(c.finishedAt)}</span>
            <strong>main score {c.mainScore}</strong>
            <span>
              {c.goodOutcome ? 'good outcome · ' : ''}
              {plural(c.orbs, 'orb')}
              {c.karma !== null ? ` · karma ${c.karma}` : ''}
              {c.playedBeforeSignIn ? ' · played before signing in' : ''}
            </span>
            <Link href={`/psychic-performance-score?circuit=${encodeURIComponent(c.id)}`}>Fairness proof</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The account's statistics: circuits started while signed in only. */
function Figures({
  data,
  points,
  band,
}: {
  data: AccountProfile;
  points: { id: string; score: number; when: string }[];
  band: { low: number; high: number; label: string };
}) {
  return (
    <>
      <dl className="account-figures">
        <div>
          <dt>Circuits played</dt>
          <dd>{data.circuits}</dd>
        </div>
        <div>
          <dt>Your average</dt>
          <dd>{formatNumber(data.meanScore ?? 0, 2)}</dd>
        </div>
        <div>
          <dt>Against guessers</dt>
          <dd>{data.p === null ? '–' : guesserWords(data.p)}</dd>
        </div>
        <div>
          <dt>Best score</dt>
          <dd>{data.bestScore ?? '–'}</dd>
        </div>
        <div>
          <dt>Golden Orbs per circuit</dt>
          <dd>{formatNumber(data.meanOrbs ?? 0, 2)}</dd>
        </div>
        <div>
          <dt>Karma average</dt>
          <dd>{data.meanKarma === null ? '–' : formatNumber(data.meanKarma, 1)}</dd>
        </div>
      </dl>
      <p data-testid="profile-lead">{plainVerdict(data)}</p>
      {data.p !== null && (
        <WhatItMeans>
          <p data-testid="profile-verdict">{verdict(data)}</p>
        </WhatItMeans>
      )}
      <h2>Your main scores over time</h2>
      <ScoreHistoryChart
        label="Your main scores, oldest first"
        points={points}
        par={GOOD_OUTCOME}
        average={data.meanScore}
        band={band}
      />
    </>
  );
}

function Greeting({ account }: { account: AccountInfo }) {
  return (
    <p>
      Logged in as <strong>{account.name}</strong> ({account.email}).
    </p>
  );
}

export default function UserProfilePage() {
  const [, navigate] = useLocation();
  const loggedIn = isLoggedIn();
  const state = useLoad(`profile:${loggedIn}`, () =>
    loggedIn ? Promise.all([me(), profile()]) : Promise.resolve(null),
  );

  const logOut = async () => {
    await logout().catch(() => undefined);
    navigate('/login', { replace: true });
  };

  return (
    <section className="page" aria-labelledby="profile-title">
      <h1 id="profile-title">Your profile</h1>
      {loggedIn ? (
        <>
          <LoadView state={state} what="your profile">
            {(data) =>
              data ? (
                <>
                  <Greeting account={data[0]} />
                  <Profile data={data[1]} />
                  <HallOfFameSettingSection />
                  {/* Mounted once the profile is in, so its call follows the profile's. */}
                  <div className="account-section">
                    <h2>Research</h2>
                    <ResearchConsentSetting />
                  </div>
                </>
              ) : null
            }
          </LoadView>
          <p className="actions account-section">
            <Link href="/user-details" className="btn btn--secondary">
              Your details
            </Link>
            <button type="button" className="btn btn--ghost" onClick={() => void logOut()}>
              Log out
            </button>
          </p>
        </>
      ) : (
        <LoggedOut what="your profile, with every circuit you played" />
      )}
    </section>
  );
}
