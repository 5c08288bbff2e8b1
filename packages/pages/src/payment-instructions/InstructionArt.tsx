import type { ReactNode } from 'react';

/**
 * The drawn pictures of the payment steps, as one SVG sprite: each picture is a <symbol> the page draws
 * twice (the thumbnail and the enlarged view) with <use>, so its markup ships once. Shapes only, no words:
 * the step text beside each picture says what it shows, in the borrower's language.
 */
export type ArtName = 'open-app' | 'bills' | 'biller' | 'details' | 'paid' | 'store' | 'slip' | 'cash' | 'receipt';

const VIEW_BOX = '0 0 160 120';

function Phone({ children }: { children: ReactNode }) {
  return (
    <>
      <rect className="art-frame" x="50" y="4" width="60" height="112" rx="9" />
      <rect className="art-screen" x="55" y="14" width="50" height="92" rx="2" />
      {children}
    </>
  );
}

const grid = [0, 1, 2].flatMap((row) => [0, 1, 2].map((col) => [60 + col * 15, 22 + row * 15] as const));

const symbols: Record<ArtName, ReactNode> = {
  'open-app': (
    <Phone>
      {grid.map(([x, y], i) => (
        <rect key={i} className={i === 4 ? 'art-accent' : 'art-muted'} x={x} y={y} width="11" height="11" rx="3" />
      ))}
      <path className="art-hand" d="M86 96 l6 -22 q3 -5 6 0 l-2 12 l10 2 q5 2 3 8 l-4 14 h-18 z" />
    </Phone>
  ),
  bills: (
    <Phone>
      <rect className="art-muted" x="59" y="20" width="19" height="19" rx="3" />
      <rect className="art-accent" x="82" y="20" width="19" height="19" rx="3" />
      <path className="art-line-on-accent" d="M87 25 h9 M87 29.5 h9 M87 34 h6" />
      <rect className="art-muted" x="59" y="43" width="19" height="19" rx="3" />
      <rect className="art-muted" x="82" y="43" width="19" height="19" rx="3" />
      <path className="art-line" d="M59 72 h42 M59 80 h32 M59 88 h38" />
    </Phone>
  ),
  biller: (
    <Phone>
      <rect className="art-field" x="58" y="19" width="44" height="11" rx="5.5" />
      <circle className="art-line" cx="64" cy="24.5" r="2.6" />
      <path className="art-line" d="M66 26.5 l2 2 M71 24.5 h20" />
      <rect className="art-accent" x="57" y="36" width="46" height="14" rx="2" />
      <path className="art-line-on-accent" d="M61 43 h28" />
      <path className="art-line" d="M61 60 h30 M61 74 h24 M61 88 h34" />
    </Phone>
  ),
  details: (
    <Phone>
      <path className="art-line" d="M59 21 h22" />
      <rect className="art-field art-field--focus" x="58" y="25" width="44" height="12" rx="2" />
      <path className="art-code" d="M62 31 h3 M67 31 h3 M72 31 h3 M77 31 h3 M82 31 h3 M87 31 h3" />
      <path className="art-line" d="M59 46 h18" />
      <rect className="art-field" x="58" y="50" width="44" height="12" rx="2" />
      <path className="art-line" d="M62 56 h16" />
      <rect className="art-accent" x="58" y="88" width="44" height="11" rx="5.5" />
    </Phone>
  ),
  paid: (
    <Phone>
      <circle className="art-accent" cx="80" cy="40" r="14" />
      <path className="art-tick" d="M73 40 l5 5 l9 -10" />
      <path className="art-line" d="M62 66 h36 M62 75 h36 M62 84 h24" />
      <rect className="art-muted" x="58" y="92" width="44" height="9" rx="4.5" />
    </Phone>
  ),
  store: (
    <>
      <rect className="art-frame" x="26" y="34" width="108" height="78" rx="3" />
      <path className="art-accent" d="M20 22 h120 l-6 16 h-108 z" />
      <path className="art-line-on-accent" d="M44 22 l-3 16 M68 22 l-1 16 M92 22 l1 16 M116 22 l3 16" />
      <rect className="art-muted" x="36" y="50" width="40" height="28" rx="2" />
      <rect className="art-field" x="88" y="50" width="34" height="62" rx="2" />
      <circle className="art-line" cx="94" cy="82" r="1.6" />
    </>
  ),
  slip: (
    <>
      <rect className="art-frame" x="34" y="8" width="92" height="104" rx="4" />
      <path className="art-line" d="M44 22 h50 M44 38 h22" />
      <rect className="art-field art-field--focus" x="70" y="31" width="46" height="13" rx="2" />
      <path className="art-line" d="M44 58 h22" />
      <rect className="art-field" x="70" y="51" width="46" height="13" rx="2" />
      <path className="art-line" d="M44 78 h22" />
      <rect className="art-field" x="70" y="71" width="46" height="13" rx="2" />
      <path className="art-line" d="M44 100 h30" />
    </>
  ),
  cash: (
    <>
      <rect className="art-muted" x="22" y="30" width="96" height="50" rx="4" transform="rotate(-8 70 55)" />
      <rect className="art-accent" x="38" y="42" width="100" height="52" rx="4" />
      <circle className="art-line-on-accent" cx="88" cy="68" r="13" />
      <path className="art-line-on-accent" d="M48 52 h12 M116 84 h12" />
    </>
  ),
  receipt: (
    <>
      <path
        className="art-frame"
        d="M46 6 h68 v100 l-6 -5 l-6 5 l-6 -5 l-6 5 l-6 -5 l-6 5 l-6 -5 l-6 5 l-6 -5 l-6 5 l-6 -5 l-8 5 z"
      />
      <path className="art-line" d="M56 20 h48 M56 32 h30 M56 44 h40 M56 56 h26" />
      <circle className="art-accent" cx="96" cy="80" r="12" />
      <path className="art-tick" d="M90 80 l4 4 l8 -9" />
    </>
  ),
};

/** Every picture once, hidden; render it once per page before any <Art>. */
export function ArtSprite() {
  return (
    <svg className="loan-instructions__sprite" aria-hidden="true" focusable="false">
      {(Object.keys(symbols) as ArtName[]).map((name) => (
        <symbol key={name} id={`art-${name}`} viewBox={VIEW_BOX}>
          {symbols[name]}
        </symbol>
      ))}
    </svg>
  );
}

/** One picture of the sprite; its text alternative is the label of the link around it. */
export function Art({ name }: { name: ArtName }) {
  return (
    <svg className="loan-instructions__art" viewBox={VIEW_BOX} aria-hidden="true" focusable="false">
      <use href={`#art-${name}`} />
    </svg>
  );
}
