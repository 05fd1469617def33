/**
 * Press mentions: the landing page's press section of eight outlet logos. SAMPLE CONTENT: the
 * outlets, their logos and quotes are fictional, for the broker to replace with real coverage it has
 * permission to show. Links point nowhere real: `#` or the reserved `.example` domain.
 *
 * The logos are monochrome wordmarks in one mid-grey, #767676: an `<img>` cannot inherit `currentColor`,
 * so the one color is chosen to keep at least 3:1 contrast on white (4.5:1) and on the dark theme's #111
 * (4.2:1).
 */

export interface PressLogo {
  src: string;
  width: number;
  height: number;
}

export interface PressOutlet {
  id: string;
  name: string;
  logo: PressLogo;
  /** A line from the (fictional) article, when there is one to show. */
  quote?: string;
  url: string;
}

export const SAMPLE_PRESS_NOTICE = 'Sample press mentions: these outlets are fictional placeholders.';

function outlet(id: string, name: string, width: number, url: string, quote?: string): PressOutlet {
  const logo = { src: `/images/press/${id}.svg`, width, height: 40 };
  return quote === undefined ? { id, name, logo, url } : { id, name, logo, url, quote };
}

export const PRESS_OUTLETS: readonly PressOutlet[] = [
  outlet(
    'mile-marker-monthly',
    'Mile Marker Monthly',
    200,
    'https://milemarkermonthly.example/',
    'A broker that tells you the price, then actually charges it.',
  ),
  outlet(
    'tailgate-tribune',
    'The Tailgate Tribune',
    200,
    'https://tailgatetribune.example/',
    'Among the easiest quote forms we tried: three short steps and a real number.',
  ),
  outlet('axle-and-anchor', 'Axle & Anchor', 170, 'https://axleandanchor.example/'),
  outlet(
    'odometer-post',
    'The Odometer Post',
    190,
    'https://odometerpost.example/',
    'Round-the-clock support that picks up on the second ring.',
  ),
  outlet('cargo-compass', 'Cargo Compass', 170, '#'),
  outlet(
    'lane-change-daily',
    'Lane Change Daily',
    190,
    'https://lanechangedaily.example/',
    'Snowbirds swear by it for the twice-a-year trip south.',
  ),
  outlet('freight-ledger', 'The Freight Ledger', 190, '#'),
  outlet(
    'drive-time-digest',
    'Drive Time Digest',
    190,
    'https://drivetimedigest.example/',
    'You pay once a carrier is confirmed, not before. That alone sets it apart.',
  ),
];
