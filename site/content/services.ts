/**
 * The service catalogue: the `/services` page and one `/services/{slug}` page per
 * slug of the older header menu's services table, as typed data (content is
 * typed data in `site/content/`). The menu fields are those of a service catalogue and menu item
 * (name, title, slug, image; href through `servicePath`, children through `SERVICE_GROUPS`).
 *
 * Prices are indicative and match the booking page's rate table (site/quote/pricing/rate-table.ts,
 * docs/pricing.md); company figures are only the marketing claims of docs/product.md. No carrier, port operator or vehicle
 * maker is named: places are.
 */
import { brand } from './brand';

export interface ContentImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface ServiceFaq {
  question: string;
  answer: string;
}

export type ServiceGroupId = 'heavy-equipment' | 'locational' | 'enclosed' | 'international' | 'non-car' | 'open';

export interface ServicePage {
  slug: string;
  /** The menu name, e.g. "Enclosed Auto Shipping". */
  name: string;
  /** The page's <title> and h1, e.g. "Enclosed Auto Transport". */
  title: string;
  /** 140–160 characters, unique across the site. */
  metaDescription: string;
  /** One or two sentences for catalogue cards. */
  summary: string;
  /** The primary group; a page may also be listed in another group (motorcycles are Enclosed and Non car). */
  group: ServiceGroupId;
  /** Paragraphs: what the service is. */
  intro: string[];
  howItWorks: { title: string; text: string }[];
  priceFactors: { title: string; text: string }[];
  tips: string[];
  faq: ServiceFaq[];
  /** `/images/services/{slug}.svg`, 640 × 400. */
  image: ContentImage;
  /** Golf Cart Shipping and UTV Shipping are hidden from the rail and the mobile menu. */
  hiddenFromMenus?: true;
  widgetVariant: 'compact';
  widgetMode: 'domestic' | 'international';
}

export interface ServiceGroup {
  id: ServiceGroupId;
  name: string;
  description: string;
  /** Order and members exactly as the services table; the group's lead page first. */
  slugs: readonly string[];
}

/** The services table, group by group. */
export const SERVICE_GROUPS: readonly ServiceGroup[] = [
  {
    id: 'heavy-equipment',
    name: 'Heavy equipment',
    description:
      'Machines, buses and containers that are too big or too heavy for a car carrier, moved on flatbed, step-deck, RGN and lowboy trailers with the permits they need.',
    slugs: [
      'heavy-equipment-shipping',
      'commercial-bus-shipping',
      'construction-equipment-shipping',
      'tractor-shipping',
      'freight-container-shipping',
    ],
  },
  {
    id: 'locational',
    name: 'Locational',
    description:
      'Car shipping to and from Alaska and Hawaii: a truck to the port, then an ocean crossing, door to door.',
    slugs: ['alaska-auto-shipping', 'hawaii-car-shipping'],
  },
  {
    id: 'enclosed',
    name: 'Enclosed',
    description:
      'Covered trailers for valuable, rare and low-slung vehicles, with soft tie-downs, liftgates and drivers used to cars that need care.',
    slugs: [
      'enclosed-auto-shipping',
      'enclosed-antique-car-shipping',
      'enclosed-classic-car-shipping',
      'enclosed-exotic-car-shipping',
      'enclosed-motorcycle-shipping',
    ],
  },
  {
    id: 'international',
    name: 'International',
    description:
      'Vehicles to and from Germany, the United Arab Emirates and Canada, with the export and import paperwork explained.',
    slugs: ['germany-shipping', 'car-shipping-to-dubai', 'us-canada-car-shipping'],
  },
  {
    id: 'non-car',
    name: 'Non car',
    description: 'Motorcycles, RVs, boats, UTVs and golf carts, each on the trailer that suits it.',
    slugs: ['utv-shipping', 'golf-cart-shipping', 'rv-shipping', 'enclosed-motorcycle-shipping', 'boat-shipping'],
  },
  {
    id: 'open',
    name: 'Open',
    description: 'The everyday way to ship a car: open carriers that run every major route in the USA and Canada.',
    slugs: ['open-auto-shipping'],
  },
];

function image(slug: string, alt: string): ContentImage {
  return { src: `/images/services/${slug}.svg`, width: 640, height: 400, alt };
}

/** Said once, used where a page talks about paying. */
const PAYMENT_ANSWER = `Nothing is charged when you request a quote. You agree to the order electronically, we confirm it by email, and you are charged only once a carrier is confirmed for your shipment. We accept all major credit and debit cards, online or by phone with customer support at ${brand.phones.support.display}, and the price you agree to includes insurance with no hidden fees.`;

const heavyEquipment: ServicePage = {
  slug: 'heavy-equipment-shipping',
  name: 'Heavy Equipment Shipping',
  title: 'Heavy Equipment Transport',
  metaDescription:
    'Heavy equipment transport across the USA and Canada on lowboy, RGN, step-deck and flatbed trailers, with oversize permits and escorts arranged for you.',
  summary:
    'Excavators, dozers, loaders, cranes and farm machinery moved on the right trailer, with oversize permits and escort vehicles arranged for you.',
  group: 'heavy-equipment',
  intro: [
    "Heavy equipment transport moves machines that are too big, too heavy or too slow to drive on the highway: excavators, bulldozers, wheel loaders, cranes, forklifts, farm tractors, generators and industrial plant. Every load is planned around three things: the machine's real dimensions and weight, the trailer that can carry it legally, and the permits each state or province on the route asks for.",
    'Most loads that stay within 8 ft 6 in wide, 13 ft 6 in high (14 ft in several western states) and 80,000 lb gross vehicle weight travel as ordinary freight. Anything bigger is an oversize or overweight load. That changes the trailer, the paperwork, the hours the truck may travel and the price, which is why we ask for measurements before we quote.',
    `${brand.name} matches your machine with a licensed, bonded and insured heavy-haul or flatbed carrier, checks whether the load is legal-size or oversize, and arranges permits, escort vehicles and the route. You get one price that includes insurance, with no hidden fees, and you are charged only once a carrier is confirmed.`,
  ],
  howItWorks: [
    {
      title: 'Send the specifications',
      text: 'Tell us the make, model and year, the operating weight and the length, width and height as the machine will travel, with bucket, blade or attachments fitted or removed. Add both addresses and what is available for loading: a dock, a ramp, a forklift or a crane.',
    },
    {
      title: 'We choose the trailer',
      text: 'Compact machines ride on a flatbed or gooseneck. Taller loads go on a step-deck, whose lower deck gains about two feet of height. The tallest and heaviest go on a removable-gooseneck (RGN) or lowboy trailer: the deck sits roughly 18–24 inches off the road and the front detaches so a machine can drive straight on.',
    },
    {
      title: 'Permits, route and escorts',
      text: 'For an oversize or overweight load the carrier or a permit service gets a single-trip permit from every state or province on the way, plans a route clear of low bridges and weight-restricted roads, and books pilot vehicles where the width, length or height calls for them.',
    },
    {
      title: 'Loading and securement',
      text: 'The machine is driven, winched or lifted onto the deck and chained at its tie-down points under the federal cargo securement rules for heavy equipment. Booms and buckets are lowered and locked, and the driver records its condition on the bill of lading, with photos.',
    },
    {
      title: 'Transit and delivery',
      text: 'Oversize loads usually move in daylight only and some states keep them off the road at weekends and on holidays, so we agree the schedule with you up front. The driver calls ahead, the machine is unloaded and checked against the bill of lading, and you sign it off.',
    },
  ],
  priceFactors: [
    {
      title: 'Dimensions and weight',
      text: 'They decide the trailer and whether permits are needed. A machine just over 8 ft 6 in wide needs a permit in every state on the route; much wider loads (often from about 12 ft, depending on the state) also need escort vehicles.',
    },
    {
      title: 'Trailer type',
      text: 'A flatbed is the least expensive. Step-decks, RGNs and multi-axle lowboys cost progressively more because fewer exist and they carry less paying freight on the way back.',
    },
    {
      title: 'Permits and escorts',
      text: 'Permit fees are charged per state: commonly tens to a few hundred dollars each, far more for superloads that need engineering review. Pilot vehicles are billed per mile or per day, and a few routes need a police escort or a route survey.',
    },
    {
      title: 'Distance and route',
      text: 'Mileage is the base of the price, plus any detour around low bridges or restricted roads and the extra days that daylight-only travel adds.',
    },
    {
      title: 'Loading conditions',
      text: 'A running machine that drives up a ramp is simplest. A machine that does not run needs a winch, a forklift or a crane, and a site with no room for a 70-foot truck and trailer needs a smaller truck or a meeting point.',
    },
    {
      title: 'Season',
      text: 'Spring and the construction season are busy. In spring, many northern states and Canadian provinces impose seasonal weight limits (frost laws) on thawing roads, which can change the route or the trailer.',
    },
  ],
  tips: [
    'Measure the machine as it will ride, with its attachments, tracks and cab, rather than using brochure figures: a few inches can decide whether a permit is needed.',
    'Lower the boom, bucket or blade, lock any swing or articulation, and detach attachments that can travel beside the machine on the same trailer.',
    'Clean off mud and debris so nothing blows off on the highway; equipment entering Canada must also be free of soil.',
    'Fix fluid and hydraulic leaks before pickup: a carrier can refuse a leaking machine.',
    'Make sure the keys travel with the machine and tell us about any quirk in starting or driving it onto the trailer.',
    'Photograph every side before pickup and have someone at each end who can sign the bill of lading.',
  ],
  faq: [
    {
      question: 'What counts as an oversize load?',
      answer:
        'In most states, anything wider than 8 ft 6 in, higher than 13 ft 6 in (14 ft in several western states), longer than the legal length for the trailer, or heavier than 80,000 lb gross with the truck. Each state sets its own rules, so we check the permits route by route.',
    },
    {
      question: 'Do I need to get the permits myself?',
      answer:
        'No. The carrier or its permit service applies for every state or province on the route, and the permit and escort costs are in your quote.',
    },
    {
      question: 'Can you move a machine that does not run?',
      answer:
        'Yes, as long as we know its weight and how it can be lifted or winched. Tell us when you ask for a quote, because the loading equipment has to be arranged in advance.',
    },
    {
      question: 'How long does heavy equipment transport take?',
      answer:
        'A legal-size load moves like other freight, roughly 400–500 miles a day. Oversize loads are slower: permits take a few days to issue and travel is usually limited to daylight, so a cross-country oversize move can take a week or more longer than a car would.',
    },
    {
      question: 'Is my equipment insured in transit?',
      answer:
        "Yes. Every quote includes the carrier's cargo insurance. For a high-value machine we confirm that the carrier's limit covers it and can send you the insurance certificate before pickup.",
    },
    {
      question: 'Can attachments and spare parts travel with the machine?',
      answer:
        "Yes, if they are declared when you book and can be secured on the same trailer. They count towards the load's weight and width, so list them with the machine.",
    },
  ],
  image: image('heavy-equipment-shipping', 'A bulldozer chained to a lowboy trailer behind a blue truck'),
  widgetVariant: 'compact',
  widgetMode: 'domestic',
};

const commercialBus: ServicePage = {
  slug: 'commercial-bus-shipping',
  name: 'Commercial Bus Shipping',
  title: 'Commercial Bus Transport',
  metaDescription:
    'Ship school buses, motor coaches, shuttle and transit buses by driveaway, tow or lowboy trailer, with a licensed driver or carrier matched to the bus.',
  summary:
    'School buses, coaches, shuttles and transit buses moved by a licensed driver, on tow or on a lowboy trailer, running or not.',
  group: 'heavy-equipment',
  intro: [
    'Commercial bus transport moves school buses, motor coaches, shuttle buses and minibuses, transit buses, church and party buses, and converted buses between owners, dealers, fleets and body shops. Schools replacing a fleet, tour operators buying a used coach and buyers of auction buses are our usual customers.',
    'A bus can travel in three ways. A professional driver can drive it (driveaway), a heavy tow truck can tow it, or it can ride on a trailer. Which one fits depends on whether the bus is roadworthy and registered for the trip, how tall and heavy it is, and whether you want miles added to its odometer.',
    'Whatever the method, the driver or carrier is licensed, bonded and insured for the job, and the price you agree to includes insurance, with no hidden fees.',
  ],
  howItWorks: [
    {
      title: 'Tell us about the bus',
      text: 'Type, year, length, height, weight (or GVWR), seating capacity, whether it runs and whether it is registered. Add both addresses and the date it is ready.',
    },
    {
      title: 'We pick the method',
      text: 'Driveaway suits roadworthy buses on long routes. A trailer suits new buses that should not gain miles, buses that do not run and smaller shuttles. Towing covers large buses that cannot be driven. A driver who drives your bus holds the commercial licence class and passenger endorsement it requires.',
    },
    {
      title: 'Check and prepare',
      text: 'For driveaway the bus needs valid registration or a transit permit, working brakes, lights and tires, and its inspection papers. For a trailer we confirm its loaded height, because a coach on a low deck can exceed 13 ft 6 in.',
    },
    {
      title: 'Pickup and inspection',
      text: 'The driver records the odometer, photographs the bus and notes its condition on the bill of lading before it leaves.',
    },
    {
      title: 'Delivery',
      text: 'At delivery you check the bus against the bill of lading and sign it off. Fleet moves can be staged so buses arrive in the order you need.',
    },
  ],
  priceFactors: [
    {
      title: 'Method',
      text: "Driveaway is often the least expensive for a long trip with a roadworthy bus, but the price has to cover fuel, tolls and the driver's return travel, and the odometer goes up. A trailer or tow costs more per mile and adds no miles.",
    },
    {
      title: 'Size and height',
      text: 'A full-size coach is usually 11–12 ft tall, so on a lowboy it can need a height permit or a carefully planned route. Shuttle buses and minibuses often fit a step-deck as a legal load.',
    },
    {
      title: 'Distance',
      text: 'The base of every price. Longer trips cost more in total but less per mile.',
    },
    {
      title: 'Condition',
      text: 'A bus that does not run must be towed or winched onto a trailer, which needs heavier equipment than a roadworthy one.',
    },
    {
      title: 'Number of buses',
      text: "Several buses on one route can share drivers' return trips or travel in convoy, which lowers the price of each.",
    },
  ],
  tips: [
    'Remove loose items, secure seats and luggage doors, and stow wheelchair lifts, ramps and stop arms.',
    'For driveaway, leave the registration, proof of insurance and any inspection certificate in the bus, and tell us about warning lights or faults.',
    'Write down the odometer reading and photograph every side, the interior and the dashboard before pickup.',
    'Give the driver a full set of keys, including those for baggage bays and the engine compartment.',
    'If the bus is leaving a fleet, remove or cover company markings you do not want on the road.',
  ],
  faq: [
    {
      question: 'Does the driver need a CDL?',
      answer:
        "Yes, when the bus requires one. A bus designed to carry 16 or more people including the driver needs a commercial driver's license with a passenger endorsement, even when it is driven empty, and our driveaway drivers hold the right class.",
    },
    {
      question: 'Can you ship a bus that does not run?',
      answer:
        'Yes. It is towed by a heavy wrecker or winched onto a lowboy. Tell us when you ask for a quote so the right equipment is sent.',
    },
    {
      question: 'Will driveaway add miles to my bus?',
      answer: "Yes, the trip's mileage. If you would rather not add miles, for example on a new bus, choose a trailer.",
    },
    {
      question: 'How tall can a bus be on a trailer?',
      answer:
        'The road limit in most states is 13 ft 6 in, measured from the road to the top of the load. A lowboy deck adds about two feet, so most coaches need a height permit or another method, while most shuttle buses fit.',
    },
    {
      question: 'Can you move a whole fleet?',
      answer: 'Yes. We plan the buses in batches or as a convoy and give you one schedule and one price for the move.',
    },
  ],
  image: image('commercial-bus-shipping', 'A yellow bus on a low trailer behind a blue truck'),
  widgetVariant: 'compact',
  widgetMode: 'domestic',
};

const constructionEquipment: ServicePage = {
  slug: 'construction-equipment-shipping',
  name: 'Construction Equipment Shipping',
  title: 'Construction Equipment Transport',
  metaDescription:
    'Move excavators, skid steers, backhoes, loaders and lifts between job sites, auctions and dealers, on the trailer each machine needs. Get a free quote.',
  summary: 'Excavators, skid steers, backhoes, loaders and lifts moved between job sites, dealers and auction yards.',
  group: 'heavy-equipment',
  intro: [
    'Construction equipment transport covers the machines a job site runs on: mini and full-size excavators, skid steers and compact track loaders, backhoes, dozers, wheel loaders, telehandlers, scissor and boom lifts, rollers, pavers and trenchers. We move them between job sites, from dealers and rental yards, and out of auction yards after a sale.',
    'Compact machines are the easy part: a skid steer or mini excavator fits on a gooseneck or flatbed with its attachments as a legal load. Mid-size and large excavators are often wider than 8 ft 6 in across the tracks and may need their bucket, counterweight or even boom removed to make weight, so they travel on step-deck, RGN or lowboy trailers with permits.',
    'We match each machine with a licensed, bonded and insured carrier that has the right trailer, and we tell you up front whether permits or escorts are needed. Insurance is in every quote.',
  ],
  howItWorks: [
    {
      title: 'List the machines',
      text: 'Make, model, year, operating weight and the transport dimensions of each machine, plus attachments that travel with it. Several machines can often share one trailer.',
    },
    {
      title: 'Plan the load',
      text: 'We pick the trailer and work out whether the machine travels assembled, which parts must come off, and which permits and escorts the route needs.',
    },
    {
      title: 'Pickup',
      text: 'At a job site the driver needs firm, level ground and room to unload; at an auction yard, the release or gate pass. The machine is loaded, chained at its tie-down points and inspected on the bill of lading.',
    },
    {
      title: 'Transit',
      text: 'Legal loads run like other freight. Oversize loads follow their permitted route and hours, and you get updates along the way.',
    },
    {
      title: 'Delivery',
      text: 'The driver calls ahead, unloads where your site contact directs, and you sign off the bill of lading.',
    },
  ],
  priceFactors: [
    {
      title: 'Machine size',
      text: 'A skid steer or mini excavator on a gooseneck costs far less than a 30-ton excavator on a lowboy. Weight and width decide the trailer.',
    },
    {
      title: 'Disassembly',
      text: 'Removing a bucket, counterweight or boom to make width or weight limits takes time and sometimes a crane at each end.',
    },
    {
      title: 'Permits and escorts',
      text: 'Oversize loads need a permit in each state and, when wide enough, pilot vehicles. These are priced into your quote.',
    },
    {
      title: 'Shared loads',
      text: 'Two compact machines and their attachments on one trailer cost less than two separate trips.',
    },
    {
      title: 'Deadlines',
      text: 'Auction yards usually set a removal deadline and charge storage afterwards, and job sites need machines on a given day; tight dates can cost more.',
    },
  ],
  tips: [
    'Send the exact model: operating weights differ widely between versions of the same machine.',
    'Grease and secure the boom and bucket, and lock the swing and the cab doors.',
    'Remove mud and loose debris from tracks and buckets so nothing falls onto the road.',
    "For an auction pickup, send the release, the lot number and the yard's loading hours as soon as you have them.",
    'Tell the site contact when the truck is coming and clear a space the size of the truck and trailer.',
  ],
  faq: [
    {
      question: 'Can you pick up from an auction yard?',
      answer:
        "Yes. Send us the release or gate pass, the lot number and the yard's removal deadline, and we book a carrier that can load before storage fees begin.",
    },
    {
      question: 'Do you move mini excavators and skid steers?',
      answer:
        'Yes. They usually travel on a gooseneck or flatbed as a legal load, often two to a trailer, with their buckets and attachments.',
    },
    {
      question: 'Does my excavator need to be taken apart?',
      answer:
        'Only if it is too wide or heavy to travel whole. Many mid-size excavators travel assembled with a permit; the largest may need the bucket, counterweight or boom shipped separately. We tell you before you book.',
    },
    {
      question: 'Can the attachments travel with the machine?',
      answer: 'Yes, if they are listed in the quote and can be secured on the same trailer.',
    },
    {
      question: 'How soon can you pick up?',
      answer:
        'Legal-size loads can often be picked up within a few days. Oversize loads need a few days for permits, so book as early as you can.',
    },
  ],
  image: image('construction-equipment-shipping', 'A yellow excavator on a flatbed trailer behind a blue truck'),
  widgetVariant: 'compact',
  widgetMode: 'domestic',
};

const tractor: ServicePage = {
  slug: 'tractor-shipping',
  name: 'Tractor Shipping',
  title: 'Tractor Transport',
  metaDescription:
    'Ship compact, utility and row-crop tractors, combines and farm implements to or from farms, dealers and auctions, on flatbed, step-deck or lowboy trailers.',
  summary:
    'Compact, utility and row-crop tractors, combines and implements moved from farm, dealer or auction to your gate.',
  group: 'heavy-equipment',
  intro: [
    'Tractor transport moves farm machinery: compact and sub-compact tractors, utility and row-crop tractors, four-wheel-drive articulated tractors, combines, sprayers, balers and planters, and vintage tractors on their way to a show or a collector.',
    'Size decides everything. A compact tractor weighs a few thousand pounds and rides on a flatbed or gooseneck with its loader. A large row-crop tractor on dual wheels can be more than 12 ft wide, so its duals come off or it travels with an oversize permit. Combines travel with their header removed and carried on its own cart or trailer.',
    'We match your machine with a licensed, bonded and insured carrier that knows farm pickups: gravel drives, field gates and loading without a dock. Every quote includes insurance.',
  ],
  howItWorks: [
    {
      title: 'Describe the machine',
      text: 'Make, model and year, the weight, and the width over the tires or duals. Say whether the loader, mower deck, backhoe or other implements travel with it.',
    },
    {
      title: 'We size the load',
      text: 'We check whether it is a legal load or needs the duals removed, a permit or escorts, and pick a flatbed, step-deck or lowboy to suit.',
    },
    {
      title: 'Pickup at the farm, dealer or sale',
      text: 'The driver needs a place where the truck can turn and the tractor can drive or be winched on. It is chained at its tie-down points and its condition is recorded.',
    },
    {
      title: 'Delivery',
      text: 'The driver calls ahead, unloads at your yard or field gate, and you sign the bill of lading.',
    },
  ],
  priceFactors: [
    {
      title: 'Size and weight',
      text: 'Compact tractors are the least expensive to move; big four-wheel-drive tractors and combines need heavy-haul trailers and often permits.',
    },
    {
      title: 'Width with duals',
      text: 'Removing dual wheels can turn an oversize load into a legal one; leaving them on means a permit and, when wide enough, escort vehicles.',
    },
    {
      title: 'Implements',
      text: 'A loader or backhoe left on adds length and weight; implements shipped separately need their own deck space.',
    },
    {
      title: 'Distance and rural access',
      text: 'Mileage sets the base, and remote pickups away from main routes cost more because the truck drives further empty.',
    },
    {
      title: 'Season',
      text: 'Demand for farm hauling peaks at spring planting and before harvest; booking outside those weeks is easier and often cheaper.',
    },
  ],
  tips: [
    'Lower the three-point hitch and the loader, and secure or remove the bucket, forks and other implements.',
    'Fold or remove mirrors, beacons and antennas that stick out beyond the tires.',
    'Fix leaks and make sure the parking brake holds.',
    'Clean off soil and crop residue; a tractor entering Canada must be free of soil.',
    'Leave the keys with the machine and tell us how to start it if it has a quirk.',
  ],
  faq: [
    {
      question: 'Can my tractor travel with its front-end loader?',
      answer:
        'Usually, yes. A compact or utility tractor with its loader fits most flatbeds. Tell us the length and weight with the loader fitted so we can check.',
    },
    {
      question: 'Do you remove dual wheels?',
      answer:
        'We ask you to, or to have your dealer do it, when it turns an oversize load into a legal one. The duals travel on the same trailer.',
    },
    {
      question: 'Can you ship a combine?',
      answer:
        'Yes. The header comes off and travels separately, and the combine itself usually needs an oversize permit because of its width.',
    },
    {
      question: 'Do you move vintage tractors?',
      answer:
        'Yes, on an open or enclosed trailer. Tell us whether it runs, because older tractors often need to be winched.',
    },
  ],
  image: image('tractor-shipping', 'A green farm tractor on a flatbed trailer behind a blue truck'),
  widgetVariant: 'compact',
  widgetMode: 'domestic',
};

const freightContainer: ServicePage = {
  slug: 'freight-container-shipping',
  name: 'Freight Container Shipping',
  title: 'Shipping Container Transport',
  metaDescription:
    'Move 20 ft and 40 ft shipping containers, empty or loaded, by tilt-bed, flatbed or chassis between ports, rail ramps, depots, homes and job sites.',
  summary: '20 ft and 40 ft containers, empty or loaded, delivered to a port, a depot, a job site or your property.',
  group: 'heavy-equipment',
  intro: [
    'Freight container transport moves standard shipping containers over the road: empty containers bought for storage, offices or container homes, loaded containers between a port or rail ramp and a warehouse, and containers relocated from one site to another.',
    'The common sizes are 20 ft and 40 ft, about 8 ft wide and 8 ft 6 in tall, with 40 ft high cubes at 9 ft 6 in. An empty 20 ft container weighs roughly 5,000 lb and an empty 40 ft about 8,000–8,800 lb. Loaded containers are limited by road weight rules long before they reach their rated maximum.',
    'Which truck you need depends on where the container goes. A tilt-bed trailer slides it to the ground with no crane; a chassis carries it to a dock; a flatbed works where a forklift or crane unloads it. We match the right licensed, bonded and insured carrier and include insurance in the price.',
  ],
  howItWorks: [
    {
      title: 'Tell us the container and the site',
      text: 'Size, empty or loaded (and the cargo weight), pickup at a depot, port, rail ramp or address, and how it will be unloaded at the other end.',
    },
    {
      title: 'We pick the equipment',
      text: 'Tilt-bed (roll-off) for ground placement, a container chassis for docks and loaded boxes, a flatbed when a crane or forklift is on site, or a side-loader where space is tight.',
    },
    {
      title: 'Pickup',
      text: 'At ports and rail ramps the driver needs the release or booking number, and port terminals admit only drivers with a federal transportation worker credential. At a depot, the container is inspected and its number recorded.',
    },
    {
      title: 'Placement',
      text: 'The driver places the container where you marked, with the doors facing the way you asked, on firm, level ground.',
    },
  ],
  priceFactors: [
    {
      title: 'Size and weight',
      text: 'A 40 ft container needs a longer trailer than a 20 ft. A loaded container near the weight limit may need a tri-axle chassis or an overweight permit.',
    },
    {
      title: 'Equipment',
      text: 'Tilt-beds and side-loaders cost more than a plain chassis or flatbed, but save you hiring a crane.',
    },
    {
      title: 'Distance',
      text: 'Short local moves are often priced as a flat trip; longer moves by the mile.',
    },
    {
      title: 'Site access',
      text: 'A tilt-bed needs a long, straight, level approach and overhead clearance. A hard-to-reach site can need a smaller truck or extra time.',
    },
    {
      title: 'Port charges',
      text: 'Loaded import containers can incur chassis rental, demurrage at the terminal and detention if returned late. We tell you which apply.',
    },
  ],
  tips: [
    'Measure the site: allow roughly 75 ft of straight, level approach for a 20 ft container on a tilt-bed and about 120 ft for a 40 ft, with no wires or branches overhead.',
    'Decide which way the doors should face before the truck arrives: they cannot easily be turned once the container is down.',
    'Prepare a firm base such as gravel, railroad ties or concrete blocks so the container sits level and does not sink.',
    "Keep the container's number and release paperwork ready for the driver.",
    'For a loaded container, give the accurate cargo weight: overweight loads can be refused at the gate.',
  ],
  faq: [
    {
      question: 'Can you deliver a container to my property?',
      answer:
        'Yes, with a tilt-bed trailer that slides it to the ground, as long as the truck can get in and has room to tilt. Send us a photo of the spot if you can.',
    },
    {
      question: 'Which way will the doors face?',
      answer: 'The way you ask. Tell us when you book, because the container is loaded onto the trailer to suit.',
    },
    {
      question: 'Can you move a loaded container?',
      answer:
        "Yes, within road weight limits. The truck, chassis and container together may weigh 80,000 lb without a permit, which usually leaves well under the container's rated maximum for cargo.",
    },
    {
      question: 'What size fits my site?',
      answer:
        'A 20 ft container needs about half the space of a 40 ft one, and a high cube adds a foot of height inside. If you are unsure, send measurements and we will check.',
    },
    {
      question: 'Do you ship containers overseas?',
      answer:
        'This service moves containers over the road. To ship a vehicle overseas in a container, see our international services.',
    },
  ],
  image: image(
    'freight-container-shipping',
    'A red 40-foot shipping container on a flatbed trailer behind a blue truck',
  ),
  widgetVariant: 'compact',
  widgetMode: 'domestic',
};

const alaska: ServicePage = {
  slug: 'alaska-auto-shipping',
  name: 'Alaska Auto Shipping',
  title: 'Car Shipping to and from Alaska',
  metaDescription:
    'Ship a car to or from Alaska: trucked to Tacoma or Seattle, then by ro-ro ship or barge to Anchorage, with delivery on to Fairbanks, Kenai or Mat-Su.',
  summary: 'Cars to and from Alaska by truck and ship: via the Puget Sound ports to Anchorage, then on to your door.',
  group: 'locational',
  intro: [
    'Most vehicles reach Alaska by sea. A truck carries your car to the Port of Tacoma or Seattle, where it is driven onto a roll-on/roll-off ship or loaded onto a barge for Anchorage. Sailings leave several times a week and the crossing takes about three to five days. From Anchorage, cars continue by truck along the road system to the Mat-Su Valley, Fairbanks and the Kenai Peninsula.',
    'Southeast Alaska is different: Juneau, Ketchikan, Sitka and the other Inside Passage towns are not connected by road to the rest of the state, so vehicles reach them by barge from the Seattle area. Some carriers also drive the Alaska Highway through Canada, mostly in summer; it crosses two borders and is usually slower and less predictable than the sea route.',
    'We book both legs for you: the truck to the port and the ocean crossing, with door-to-door delivery where the road reaches. Every price includes insurance, and an advisor confirms the sailing before you are charged.',
  ],
  howItWorks: [
    {
      title: 'Get your quote',
      text: 'Give us your pickup and delivery places and the vehicle. Alaska moves combine a road leg and a sea leg, so an advisor confirms the price and the next sailing.',
    },
    {
      title: 'Truck to the port',
      text: 'A carrier collects the car and delivers it to the Puget Sound terminal. You can also drop it off at the terminal yourself if you live nearby.',
    },
    {
      title: 'The crossing',
      text: 'The car is checked in, inspected and loaded. Ro-ro ships take about three to five days to Anchorage; barges to Southeast Alaska run on their own schedules.',
    },
    {
      title: 'Delivery in Alaska',
      text: 'Collect the car at the Anchorage terminal or have it trucked to your address where the road system reaches.',
    },
  ],
  priceFactors: [
    {
      title: 'The ocean leg',
      text: 'Port-to-port from Tacoma or Seattle to Anchorage commonly costs about $1,600–2,800 for a standard car, depending on the season and the size of the vehicle.',
    },
    {
      title: 'The road leg to the port',
      text: 'Priced like any domestic move: about $1.30 per mile on short trips, falling to $0.45–0.55 per mile past 2,000 miles. From the East Coast this leg is the larger part of the price.',
    },
    {
      title: 'Vehicle size',
      text: 'Ocean freight is charged by size, so pickups, vans and lifted trucks cost noticeably more than a sedan.',
    },
    {
      title: 'Destination',
      text: 'Anchorage is the base price. Delivery on to Fairbanks or the Kenai Peninsula, or a barge to Southeast Alaska, is added.',
    },
    {
      title: 'Season',
      text: 'Summer is the busiest time northbound and autumn southbound; winter road legs can take longer.',
    },
  ],
  tips: [
    'Run the fuel down to a quarter tank or less: ocean carriers refuse fuller tanks.',
    'Take personal belongings out of the car; ocean carriers generally accept only the vehicle and its standard equipment.',
    'If the car is financed or leased, ask the lender for a letter authorizing it to be shipped to Alaska; the terminal will ask for it.',
    'Bring the registration and a photo ID, and make sure the car starts, steers and brakes: it is driven on and off the ship.',
    'Heading north in winter? Check the antifreeze strength, the battery and the tires before it leaves.',
  ],
  faq: [
    {
      question: 'How do cars get to Alaska?',
      answer:
        'Mostly by sea: a roll-on/roll-off ship or barge from Tacoma or Seattle to Anchorage, and barges from the Seattle area to Southeast Alaska. A few carriers drive the Alaska Highway through Canada in summer.',
    },
    {
      question: 'How long does it take?',
      answer:
        'The crossing is about three to five days, plus time to reach the port and wait for a sailing. From the West Coast allow one to two weeks door to door; from the East Coast, two to four.',
    },
    {
      question: 'Can I pack things in the car?',
      answer:
        'Generally no. Ocean carriers accept the vehicle with its standard equipment such as a spare tire and jack, and refuse cars with personal belongings inside.',
    },
    {
      question: 'Can you deliver to Fairbanks or Juneau?',
      answer:
        'Yes. Fairbanks is reached by truck from Anchorage. Juneau and the other Southeast towns are reached by barge from the Seattle area.',
    },
    {
      question: 'Do you ship cars from Alaska to the lower 48?',
      answer: 'Yes. The route runs in reverse: Anchorage to Tacoma or Seattle by sea, then by truck to your door.',
    },
  ],
  image: image('alaska-auto-shipping', 'A cargo ship carrying cars past snowy mountains, with a map pin'),
  widgetVariant: 'compact',
  widgetMode: 'domestic',
};

const hawaii: ServicePage = {
  slug: 'hawaii-car-shipping',
  name: 'Hawaii Car Shipping',
  title: 'Car Shipping to and from Hawaii',
  metaDescription:
    'Ship a car between the mainland and Hawaii: trucked to a West Coast port, then by ocean carrier to Honolulu, Kahului, Hilo, Kawaihae or Nawiliwili.',
  summary:
    'Cars between the mainland and the islands: truck to a West Coast port, ship to Honolulu or a neighbor island.',
  group: 'locational',
  intro: [
    'Cars reach Hawaii by sea. Ocean carriers sail roll-on/roll-off ships from West Coast ports such as Long Beach, San Diego, Oakland and Tacoma to Honolulu, with services on to Kahului on Maui, Hilo and Kawaihae on Hawaii Island and Nawiliwili on Kauai. The sailing from California to Honolulu takes about five to seven days.',
    'If you live away from the coast, a truck takes the car to the port first. We book that road leg and the sailing together, so you have one order, one price including insurance, and one contact from your driveway to the island terminal.',
    'Hawaii has its own rules for incoming cars: the vehicle must be clean, nearly empty of fuel and free of personal belongings, and after it arrives it needs a Hawaii safety inspection and registration. We walk you through each step.',
  ],
  howItWorks: [
    {
      title: 'Get your quote',
      text: 'Tell us where the car is and which island it is going to. An advisor confirms the price and the sailing, since every Hawaii move includes an ocean leg.',
    },
    {
      title: 'Truck to the port',
      text: 'A carrier collects the car and delivers it to the port, or you drop it off yourself if you live nearby.',
    },
    {
      title: 'Port check-in',
      text: 'The terminal checks the paperwork, the fuel level and that the car is clean and empty, then inspects and photographs it before loading.',
    },
    {
      title: 'The sailing',
      text: 'About five to seven days to Honolulu; neighbor-island cargo usually connects through Honolulu and takes longer.',
    },
    {
      title: 'Pick up on the island',
      text: 'Collect the car at the island terminal with your ID and paperwork, then have it inspected and registered in Hawaii.',
    },
  ],
  priceFactors: [
    {
      title: 'The ocean leg',
      text: 'Port-to-port from the West Coast to Honolulu starts at about $1,070 for a standard car (about $920 back to the mainland), 10–12 days at sea; neighbor islands cost more and take 17–21 days.',
    },
    {
      title: 'The road leg',
      text: 'Priced like any domestic move: about $1.30 per mile on short trips, falling to $0.45–0.55 per mile past 2,000 miles.',
    },
    {
      title: 'Vehicle size',
      text: 'Ocean freight is charged by size, so SUVs, pickups and vans cost more than a sedan, and lifted or oversized vehicles more again.',
    },
    {
      title: 'Condition',
      text: 'A car that does not run cannot be driven aboard and needs special handling at extra cost; tell us in advance.',
    },
    {
      title: 'Timing',
      text: 'Summer and the end of the year are busy; sailings book up and road legs to the port fill faster.',
    },
  ],
  tips: [
    'Wash the car inside and out, including the underside and wheel wells: vehicles arriving in Hawaii must be free of soil, plants and insects.',
    'Run the fuel down to a quarter tank or less.',
    'Remove everything that is not standard equipment, including child seats, toll tags and loose items in the trunk.',
    'If the car is financed or leased, get a letter from the lender authorizing shipment to Hawaii.',
    'Bring the title or registration and a photo ID, and disable any aftermarket alarm.',
    "After arrival, schedule a Hawaii safety inspection and register the car; new arrivals generally have 30 days, so check your county's rules.",
  ],
  faq: [
    {
      question: 'Which mainland ports ship to Hawaii?',
      answer:
        'West Coast ports including Long Beach, San Diego, Oakland and Tacoma. We book the road leg to whichever one has the best sailing for your date and island.',
    },
    {
      question: 'How long does shipping to Hawaii take?',
      answer:
        'About five to seven days at sea to Honolulu, plus the road leg and the wait for a sailing. From California allow one to two weeks in all; from the East Coast, three to five weeks.',
    },
    {
      question: 'Can I pack belongings in the car?',
      answer:
        'No. Ocean carriers to Hawaii accept the vehicle with its standard equipment only, and turn away cars that are not empty.',
    },
    {
      question: 'What documents do I need?',
      answer:
        "The registration or title, a photo ID, and a lender's authorization letter if the car is financed or leased. We send you the full list when you book.",
    },
    {
      question: 'Do you ship from Hawaii to the mainland?',
      answer: 'Yes. The car sails to a West Coast port and a carrier delivers it to your door on the mainland.',
    },
  ],
  image: image(
    'hawaii-car-shipping',
    'A cargo ship carrying cars near a green island with a palm tree, with a map pin',
  ),
  widgetVariant: 'compact',
  widgetMode: 'domestic',
};

const enclosedAuto: ServicePage = {
  slug: 'enclosed-auto-shipping',
  name: 'Enclosed Auto Shipping',
  title: 'Enclosed Auto Transport',
  metaDescription:
    'Enclosed auto transport protects your car from weather, road debris and dust inside a covered trailer, with soft tie-downs and liftgates. Free quote.',
  summary:
    'Your car rides inside a covered trailer, out of the weather and road debris, handled by drivers used to valuable cars.',
  group: 'enclosed',
  intro: [
    'Enclosed auto transport carries your car inside a covered trailer instead of on an open deck. Most enclosed trailers hold between one and seven cars, either hard-sided (metal walls and roof) or soft-sided (heavy curtains on a frame). Either way the car is out of the rain, snow, road salt, dust and stones thrown up by other traffic, and out of sight.',
    'Enclosed carriers are also equipped for cars that need care: hydraulic liftgates or long, low ramps for low ground clearance, soft straps over the tires instead of chains on the frame, and drivers who are used to expensive, rare and unusual vehicles.',
    'It costs more than open transport, typically 35–55% more for the same route, because each trailer carries fewer cars. Owners choose it for luxury, exotic, classic and antique cars, show and race cars, new cars being delivered, cars with fresh paint or coatings, and any car they would rather keep spotless.',
  ],
  howItWorks: [
    {
      title: 'Request a quote',
      text: 'Choose Enclosed in the quote form and tell us the vehicle, the route and your date. Add anything special: low clearance, modifications, a non-running car.',
    },
    {
      title: 'We match an enclosed carrier',
      text: 'We book a licensed, bonded and insured carrier with the right trailer, a liftgate where the car needs one, and cargo insurance suited to its value. You are charged only once the carrier is confirmed.',
    },
    {
      title: 'Pickup and inspection',
      text: 'The driver inspects the car with you, records its condition and any existing marks on the bill of lading, and loads it with soft tie-downs.',
    },
    {
      title: 'Transit',
      text: `The car travels enclosed the whole way. For an update, write to ${brand.mailboxes.support.address} at any time, or call customer support at ${brand.phones.support.display} in its hours.`,
    },
    {
      title: 'Delivery',
      text: 'You inspect the car with the driver against the pickup report and sign the bill of lading.',
    },
  ],
  priceFactors: [
    {
      title: 'Distance',
      text: 'The open-carrier base is about $1.30 per mile on short trips, falling to $0.45–0.55 per mile past 2,000 miles; enclosed adds 35–55% to that. A 1,000-mile trip costing about $710 open is roughly $960–1,100 enclosed.',
    },
    {
      title: 'Trailer type',
      text: 'A shared multi-car enclosed trailer is the most economical; a dedicated single-car trailer or a hard-sided trailer with a liftgate costs more.',
    },
    {
      title: 'Vehicle size',
      text: 'SUVs, pickups and vans take more room: pickups and vans add about $150–250 on open transport, and proportionally more enclosed.',
    },
    {
      title: 'Condition',
      text: 'A car that does not run has to be winched on and off, which adds about $150.',
    },
    {
      title: 'Season and flexibility',
      text: 'There are fewer enclosed trailers than open ones, so busy seasons and tight dates affect them more. A flexible pickup window keeps the price down.',
    },
  ],
  tips: [
    'Wash the car before pickup so you and the driver can see and record every existing mark.',
    'Photograph each side, the roof, the wheels and the interior, with the date.',
    'Tell us the ground clearance if the car is lowered or has a front splitter, so a liftgate can be arranged.',
    'Disable aftermarket alarms and write down any special starting or transport-mode procedure for the driver.',
    'Leave about a quarter tank of fuel and remove personal items, toll tags and loose accessories.',
    "For a high-value car, ask for the carrier's insurance certificate and check that the limit covers its value.",
  ],
  faq: [
    {
      question: 'Is enclosed transport worth the extra cost?',
      answer:
        'For a valuable, rare, freshly painted or low-slung car, usually yes: it removes weather and road-debris risk and brings equipment such as liftgates. For an everyday car, open transport is safe and costs less.',
    },
    {
      question: 'How much more does enclosed cost?',
      answer: 'Typically 35–55% more than open transport on the same route. Your quote shows the exact figure.',
    },
    {
      question: 'What is the difference between hard-sided and soft-sided trailers?',
      answer:
        'Both keep out weather and debris. Hard-sided trailers have solid walls and a roof and give the most protection and privacy; soft-sided trailers use heavy curtains and are often a little less expensive.',
    },
    {
      question: 'Can I book a single-car enclosed trailer?',
      answer:
        'Yes. A dedicated trailer picks up and delivers on your schedule with no other stops; it costs more than a shared enclosed trailer.',
    },
    {
      question: 'When do I pay?',
      answer: PAYMENT_ANSWER,
    },
  ],
  image: image('enclosed-auto-shipping', 'Two cars inside an enclosed car trailer behind a blue truck'),
  widgetVariant: 'compact',
  widgetMode: 'domestic',
};

const enclosedAntique: ServicePage = {
  slug: 'enclosed-antique-car-shipping',
  name: 'Enclosed Antique Car Shipping',
  title: 'Antique Car Shipping in an Enclosed Trailer',
  metaDescription:
    'Ship an antique car in an enclosed trailer with soft tie-downs, winch loading for non-runners and drivers who know pre-war and early post-war cars.',
  summary: 'Pre-war and early post-war cars shipped enclosed, tied down gently and winched on if they do not run.',
  group: 'enclosed',
  intro: [
    'Antique cars need more than a covered trailer. Original paint and brightwork mark easily, wood-framed bodies and old bumpers are not built to take tie-down loads, and a car with mechanical brakes, a six-volt battery or a hand throttle may not start or stop the way a driver expects.',
    "The word antique means different things in different places: many states issue antique plates once a car is 25 years old, while collectors often keep it for pre-war and early post-war cars. Whatever your car's age, we book an enclosed carrier whose driver secures it by the wheels or axles, never by fragile bodywork, and winches it aboard if it does not run reliably.",
    "We move antiques to and from auctions, shows and concours events, restorers, museums, estates and private buyers. Every quote includes insurance, and for a valuable car we check that the carrier's cover matches its value.",
  ],
  howItWorks: [
    {
      title: 'Tell us about the car',
      text: 'Year, make and model, whether it runs and stops reliably, its length and width, and anything fragile: running boards, spare-wheel mounts, mascots, side curtains.',
    },
    {
      title: 'We book the right trailer',
      text: 'An enclosed trailer with a winch and, where useful, a liftgate or long ramps; a dedicated trailer if the car has to arrive for an event on a set date.',
    },
    {
      title: 'Careful loading',
      text: 'The driver follows your starting instructions or winches the car aboard, secures it with wheel straps or axle straps, and records its condition on the bill of lading with photos.',
    },
    {
      title: 'Delivery',
      text: 'The car is unloaded the same way and inspected with you against the pickup report.',
    },
  ],
  priceFactors: [
    {
      title: 'Distance',
      text: 'The base is the open-carrier rate of about $1.30 per mile on short trips to $0.45–0.55 per mile past 2,000 miles, plus the enclosed premium of 35–55%.',
    },
    {
      title: 'Running condition',
      text: 'A car that must be winched on and off adds about $150.',
    },
    {
      title: 'Size',
      text: 'Long pre-war sedans and cars with wide running boards take more trailer space.',
    },
    {
      title: 'Dedicated or shared trailer',
      text: 'A trailer carrying only your car, on your dates, costs more than a shared enclosed trailer.',
    },
    {
      title: 'Value',
      text: 'A very valuable car needs a carrier with a higher insurance limit, which can narrow the choice and raise the price.',
    },
  ],
  tips: [
    'Write a short note for the driver: how to start the car, where the fuel tap is, how the brakes feel, and any quirks.',
    'Check that the tires hold air and the parking brake works, even if the car will be winched.',
    'Remove or secure mascots, loose trim, side curtains and anything that could rattle loose.',
    'Keep fuel low and the battery disconnected or on its isolator if the car has one.',
    'Tell us about any oil or fuel leaks so the carrier can protect the cars around yours; a tray under the engine helps.',
    'Photograph the car in good light from every side before pickup and keep the photos with your paperwork.',
  ],
  faq: [
    {
      question: 'Can you ship an antique car that does not run?',
      answer:
        'Yes. Enclosed carriers with winches load non-running cars every day. Tell us when you ask for a quote so the driver brings the right equipment.',
    },
    {
      question: 'How is an antique car tied down?',
      answer:
        'By the wheels with soft straps, or by the axles with protected straps, so no load goes through the body, bumpers or running boards.',
    },
    {
      question: 'Can you deliver to a show, auction or concours?',
      answer:
        "Yes. Give us the event's delivery window and any entry instructions; for a fixed date we recommend a dedicated trailer.",
    },
    {
      question: 'Do I need the title to ship the car?',
      answer:
        "The carrier needs to know it is collecting the car with the owner's permission, so have the title or a bill of sale and a release from the seller if you are buying it. You will need the title to register the car afterwards.",
    },
    {
      question: 'Is a valuable antique covered in transit?',
      answer:
        "Every quote includes the carrier's cargo insurance. For a high-value car we confirm the limit before booking and can send you the certificate.",
    },
  ],
  image: image('enclosed-antique-car-shipping', 'A green vintage car with separate fenders inside an enclosed trailer'),
  widgetVariant: 'compact',
  widgetMode: 'domestic',
};

const enclosedClassic: ServicePage = {
  slug: 'enclosed-classic-car-shipping',
  name: 'Enclosed Classic Car Shipping',
  title: 'Classic Car Transport',
  metaDescription:
    'Classic car transport in enclosed trailers for muscle cars, restomods and fresh restorations, to shows, buyers and shops, with insurance in every quote.',
  summary:
    'Muscle cars, restomods and freshly restored classics carried enclosed to buyers, shows and restoration shops.',
  group: 'enclosed',
  intro: [
    'Classic car transport looks after the cars of the 1950s to the 1980s and their modern reinterpretations: muscle cars, sports cars, restomods, fresh restorations and project cars. They are usually worth more than their age suggests, their paint is often new and soft, and many sit low with long overhangs, side exhausts or fiberglass panels.',
    'An enclosed trailer keeps the car out of weather and road debris, and the right carrier brings the details that matter: long or low-angle ramps so the nose does not scrape, soft wheel straps rather than chains, and a driver who will read your notes on the choke, the clutch or the fuel pump.',
    'We ship classics from online and auction sales to their new owners, to and from restoration shops and shows, and to winter storage. Every price includes insurance with no hidden fees.',
  ],
  howItWorks: [
    {
      title: 'Quote with the details',
      text: 'Tell us the car, the route and the date, and whether it is lowered, modified or not running.',
    },
    {
      title: 'Carrier matched',
      text: 'We book an enclosed carrier with suitable ramps or a liftgate, and you are charged only once it is confirmed.',
    },
    {
      title: 'Pickup report',
      text: 'The driver inspects the car with you or the seller, photographs it and notes every existing mark on the bill of lading. If you bought the car unseen, that report is a useful record of its condition.',
    },
    {
      title: 'Enclosed transit',
      text: 'The car is strapped by its wheels and rides covered the whole way.',
    },
    {
      title: 'Delivery and inspection',
      text: 'Compare the car with the pickup report before you sign.',
    },
  ],
  priceFactors: [
    {
      title: 'Distance',
      text: 'About $1.30 per mile on short trips falling to $0.45–0.55 per mile past 2,000 miles on open carriers, with 35–55% added for enclosed.',
    },
    {
      title: 'Ground clearance',
      text: 'Very low cars need a liftgate trailer, which is in shorter supply than a standard enclosed trailer.',
    },
    {
      title: 'Running condition',
      text: 'A project car or a non-runner is winched on and off, adding about $150.',
    },
    {
      title: 'Pickup location',
      text: 'A seller in a city on a main route is easier to reach than a barn at the end of a gravel road, which may need a smaller truck.',
    },
    {
      title: 'Dates',
      text: 'Show season and auction weeks are busy; a flexible pickup window is the easiest way to a lower price.',
    },
  ],
  tips: [
    'If you are buying, agree with the seller who will be present at pickup and make sure they have the paperwork and keys.',
    'Leave about a quarter tank: enough to load, little enough to keep weight down.',
    'Top up the coolant, check the tires and tell us about any fluid leaks.',
    'Remove loose interior items and anything in the trunk that is not part of the car.',
    'Fold or remove antennas and secure convertible tops and tonneau covers.',
  ],
  faq: [
    {
      question: 'Should a classic go open or enclosed?',
      answer:
        'Enclosed is the usual choice for a restored or valuable classic. Open transport is safe for driver-quality cars and costs 35–55% less.',
    },
    {
      question: 'Can you collect a car I bought online?',
      answer:
        "Yes. Give us the seller's contact details and we arrange the pickup with them. The driver's pickup report records the car's condition when it leaves.",
    },
    {
      question: 'Can you ship a project car with no engine?',
      answer:
        'Yes, as long as it rolls and steers. It is winched aboard; tell us what is missing so the carrier knows the weight and balance.',
    },
    {
      question: 'How long does it take?',
      answer:
        'A driver covers roughly 500 miles a day, plus a day or two for pickup and delivery, so a coast-to-coast trip takes about 7–10 days.',
    },
    {
      question: 'Will you deliver to a restoration shop?',
      answer:
        "Yes, to shops, storage, dealers and show grounds. Check the shop's opening hours and give us a contact there.",
    },
  ],
  image: image('enclosed-classic-car-shipping', 'A yellow classic car with tail fins inside an enclosed trailer'),
  widgetVariant: 'compact',
  widgetMode: 'domestic',
};

const enclosedExotic: ServicePage = {
  slug: 'enclosed-exotic-car-shipping',
  name: 'Enclosed Exotic Car Shipping',
  title: 'Exotic Car Transport',
  metaDescription:
    "Exotic car transport in hard-sided enclosed trailers with hydraulic liftgates, soft straps and insurance matched to your supercar's value. Get a quote.",
  summary: 'Supercars and low sports cars loaded level on a hydraulic liftgate and carried in a hard-sided trailer.',
  group: 'enclosed',
  intro: [
    'Exotic car transport is built around cars that cannot tolerate a steep ramp, a chain or an inexperienced driver: supercars, mid-engine sports cars, limited-production cars and high-performance electric cars. They sit a few inches off the ground, have carbon splitters and diffusers, and often need a particular procedure just to start or to be put into transport mode.',
    'We book hard-sided enclosed carriers with hydraulic liftgates, which lift the car level instead of driving it up a ramp. The car is held by soft straps around the tires or wheel nets, never by hooks on the body, and the driver knows how to use a front-axle lift and to stay off the throttle.',
    "Because these cars are valuable, we check the carrier's cargo insurance limit before booking and send you the certificate on request. Your price includes insurance, with no hidden fees.",
  ],
  howItWorks: [
    {
      title: 'Request your quote',
      text: 'Tell us the car, the route, its ground clearance and its value, and whether it has a front-axle lift.',
    },
    {
      title: 'We book a liftgate carrier',
      text: 'A hard-sided enclosed trailer with a liftgate and enough insurance, shared or dedicated. You are charged only once the carrier is confirmed.',
    },
    {
      title: 'Pickup',
      text: 'The driver inspects the car with you, records the mileage, photographs it, and drives it onto the liftgate at walking pace.',
    },
    {
      title: 'Transit',
      text: 'Strapped by the wheels inside a closed trailer, out of sight and away from weather and debris.',
    },
    {
      title: 'Delivery',
      text: 'Unloaded level on the liftgate and inspected with you against the pickup report.',
    },
  ],
  priceFactors: [
    {
      title: 'Distance',
      text: 'The open-carrier base of about $1.30 per mile on short trips to $0.45–0.55 per mile past 2,000 miles, plus an enclosed premium of 35–55%.',
    },
    {
      title: 'Liftgate and trailer',
      text: 'Hard-sided liftgate trailers are fewer and cost more than a standard enclosed trailer.',
    },
    {
      title: 'Dedicated transport',
      text: 'A trailer carrying only your car, straight from door to door, costs more than a shared one but keeps your schedule.',
    },
    {
      title: 'Insured value',
      text: "The higher the car's value, the higher the insurance limit the carrier needs, which narrows the choice.",
    },
    {
      title: 'Timing',
      text: 'Expedited pickup or a fixed delivery time for an event or a sale adds to the price.',
    },
  ],
  tips: [
    'Write down the start-up, transport-mode and lift procedures for the driver, and leave the charger or battery maintainer if the car needs one.',
    'For an electric car, charge it to about half: enough to load and unload, with no need for a full battery.',
    'Remove toll tags, radar detectors and loose accessories, and fold the mirrors.',
    'Record the mileage and photograph the car, including wheels and splitter, before pickup.',
    'If the car has a front-axle lift, make sure it works and tell us.',
  ],
  faq: [
    {
      question: 'Do you use liftgates?',
      answer:
        'Yes. For low cars we book trailers with hydraulic liftgates, which raise the car level so nothing scrapes on a ramp.',
    },
    {
      question: 'Will my car be driven?',
      answer:
        'Only the few yards on and off the trailer, slowly. The driver records the mileage at pickup and delivery.',
    },
    {
      question: 'Can you ship a high-performance electric car?',
      answer:
        'Yes. Electric cars are heavy, so we tell the carrier the weight in advance; charge it to about half and leave the charging cable with the car.',
    },
    {
      question: 'How much insurance does the carrier have?',
      answer:
        'Every quote includes insurance, and for an exotic car we book a carrier whose cargo limit covers its value. Ask us for the certificate before pickup.',
    },
    {
      question: 'Can you deliver to a dealer or a storage facility?',
      answer: 'Yes. Give us a contact there and the opening hours so the driver can arrange the handover.',
    },
  ],
  image: image('enclosed-exotic-car-shipping', 'A low red sports car inside an enclosed trailer with a liftgate'),
  widgetVariant: 'compact',
  widgetMode: 'domestic',
};

const enclosedMotorcycle: ServicePage = {
  slug: 'enclosed-motorcycle-shipping',
  name: 'Enclosed Motorcycle Shipping',
  title: 'Motorcycle Shipping',
  metaDescription:
    'Ship a motorcycle, trike or sidecar rig in an enclosed trailer, held upright in a wheel chock with soft ties, door to door or crated. Free quote.',
  summary:
    'Motorcycles, trikes and sidecar rigs carried upright in a wheel chock inside an enclosed trailer, or crated.',
  group: 'enclosed',
  intro: [
    'Motorcycle shipping in an enclosed trailer keeps your bike upright, covered and away from road grime. The front wheel sits in a chock, soft ties run from the handlebars or triple clamps to the floor so no strap touches paint, and the suspension is compressed just enough to keep the bike steady.',
    'We ship cruisers, tourers, sport bikes, adventure bikes, dirt bikes, vintage motorcycles, scooters, trikes and sidecar rigs. Bikes travel door to door in enclosed trailers built or fitted for motorcycles, or crated on a pallet when that suits better, for example for a new bike from a dealer.',
    'Every quote includes insurance, and the carrier is licensed, bonded and insured. You are charged only once a carrier is confirmed.',
  ],
  howItWorks: [
    {
      title: 'Get a quote',
      text: "Tell us the bike's make, model and year, whether it runs, and whether it has a sidecar, trike kit, saddlebags or a trailer hitch.",
    },
    {
      title: 'Prepare the bike',
      text: 'Empty the luggage, run the fuel low, check the battery and note any damage. We send you a checklist when you book.',
    },
    {
      title: 'Pickup',
      text: 'The driver inspects the bike with you, rolls it into the trailer, sets the front wheel in a chock and secures it with soft ties.',
    },
    {
      title: 'Delivery',
      text: 'The bike is unloaded and checked with you against the pickup report.',
    },
  ],
  priceFactors: [
    {
      title: 'Distance',
      text: 'The main part of the price; long trips cost less per mile than short ones.',
    },
    {
      title: 'Bike type',
      text: 'Heavy tourers, trikes and sidecar rigs take more space and need more handling than a standard motorcycle.',
    },
    {
      title: 'Enclosed or crated',
      text: 'Enclosed door-to-door transport is the usual choice; crating suits new bikes and freight terminals but adds the crate.',
    },
    {
      title: 'Condition',
      text: 'A bike that does not run has to be pushed or winched, which adds to the price.',
    },
    {
      title: 'Timing',
      text: 'Spring and rally season are busy; a flexible date keeps the price down.',
    },
  ],
  tips: [
    'Run the fuel down to a quarter tank or less.',
    'Empty saddlebags, top boxes and tank bags, and remove GPS units, cameras and loose accessories.',
    'Check tire pressures and that the battery is charged; disable any alarm or tell us how to stop it.',
    'Note oil or coolant leaks, and tell us about modifications such as lowered suspension or extended forks.',
    'Photograph the bike from both sides and the front and back before pickup.',
  ],
  faq: [
    {
      question: 'Do I need to crate my motorcycle?',
      answer:
        'No. In an enclosed trailer the bike is held in a wheel chock with soft ties. Crating is an option for new bikes or when a bike is going to a freight terminal.',
    },
    {
      question: 'Can you ship a trike or a sidecar rig?',
      answer:
        'Yes. Tell us when you ask for a quote: they are wider than a motorcycle and are secured by their wheels like a small car.',
    },
    {
      question: 'Can I ship my helmet and gear with the bike?',
      answer:
        "Carriers prefer not to, and loose items are not covered by the carrier's insurance. Items bolted to the bike, such as a top box, are fine once emptied.",
    },
    {
      question: 'Can you ship a motorcycle that does not run?',
      answer: 'Yes. It must roll and steer; the driver pushes or winches it aboard.',
    },
    {
      question: 'How long does motorcycle shipping take?',
      answer: 'About the same as a car: roughly 500 miles a day plus a day or two for pickup and delivery.',
    },
  ],
  image: image('enclosed-motorcycle-shipping', 'Two motorcycles inside an enclosed trailer behind a blue truck'),
  widgetVariant: 'compact',
  widgetMode: 'domestic',
};

const germany: ServicePage = {
  slug: 'germany-shipping',
  name: 'Germany Shipping',
  title: 'Car Shipping from the USA to Germany',
  metaDescription:
    'Ship a car from the USA to Germany by ro-ro or container to Bremerhaven: US export paperwork, German duty and VAT, and registration explained.',
  summary:
    'Cars from the USA to Germany by ro-ro ship or container through Bremerhaven, with the export and import steps explained.',
  group: 'international',
  intro: [
    "Cars bound for Germany usually sail from an East Coast or Gulf port such as Baltimore, New York/New Jersey, Savannah or Houston to Bremerhaven, one of Europe's largest vehicle ports; container shipments also use Hamburg. The crossing itself takes about two weeks, and with the wait for a sailing, port handling and customs, most cars arrive three to six weeks after they reach the US port.",
    'You can ship by roll-on/roll-off, where the car is driven onto a vehicle carrier ship, which is usually the least expensive; in a shared or private container, which protects the car and suits classics and valuable cars; or by air when speed matters more than cost.',
    'We arrange the truck to the US port, the export formalities and the sailing, and work with a forwarder at the German end for customs clearance and delivery. Every international price is confirmed by an agent, because duties, port charges and delivery in Germany depend on your situation.',
  ],
  howItWorks: [
    {
      title: 'Quote and method',
      text: 'Tell us the car, where it is and where in Germany it is going, and choose ro-ro, container or air. An agent confirms the price and the next sailing.',
    },
    {
      title: 'US export paperwork',
      text: "The original title (and the lender's release or authorization if the car is financed) goes to US Customs and Border Protection at the port at least 72 hours before the car is loaded, and the export is filed electronically. Our forwarder handles both with your signed authorization.",
    },
    {
      title: 'Truck to the port and loading',
      text: 'A carrier delivers the car to the port; it is inspected, photographed and loaded onto the ship or into its container.',
    },
    {
      title: 'Customs in Germany',
      text: 'On arrival the car is cleared through German customs: either duty and import VAT are paid, or relief is claimed if you are moving your residence to Germany.',
    },
    {
      title: 'Collection and registration',
      text: 'Collect the car at the port or have it delivered, then take it to a technical inspection and register it with your local registration office.',
    },
  ],
  priceFactors: [
    {
      title: 'Method',
      text: 'For a standard car, indicative port-to-port prices are about $1,200–2,200 by ro-ro, $1,500–2,800 for a share of a 40 ft container, and $6,000–12,000 by air. A private 20 ft container costs more than a shared one.',
    },
    {
      title: 'The road leg to the US port',
      text: 'Priced like a domestic move: about $1.30 per mile on short trips, falling to $0.45–0.55 per mile past 2,000 miles.',
    },
    {
      title: 'Vehicle size',
      text: 'Ro-ro is charged by volume and larger vehicles fill more of a container, so SUVs, pickups and vans cost more.',
    },
    {
      title: 'Charges in Germany',
      text: 'Port handling, customs clearance and delivery in Germany are quoted separately, and duty and import VAT are paid to German customs unless you qualify for relief.',
    },
    {
      title: 'Condition',
      text: 'A car that does not run needs a forklift or winch at each port; allow about $150 extra.',
    },
  ],
  tips: [
    "Start with the title: it must be the original, in your name, and free of liens or accompanied by the lender's authorization.",
    'Check whether you qualify for relocation relief before you ship; it can save the 10% duty and 19% import VAT.',
    'For ro-ro, empty the car completely and run the fuel down to a quarter tank.',
    'Expect to adapt a US-spec car for German registration, for example amber rear turn signals, and budget for the inspection.',
    'Arrange German car insurance before you register: the registration office asks for proof of it.',
  ],
  faq: [
    {
      question: 'How long does shipping a car to Germany take?',
      answer:
        'About two weeks at sea; allow three to six weeks from the US port to collection in Germany by ro-ro, a little longer by container, and one to two weeks by air.',
    },
    {
      question: 'Should I choose ro-ro or a container?',
      answer:
        'Ro-ro is usually the least expensive for a running car. A container protects the car from weather and handling and suits classics, valuable cars and vehicles that do not run.',
    },
    {
      question: 'What taxes do I pay when importing a car into Germany?',
      answer:
        "Normally 10% customs duty on a passenger car plus 19% import VAT, charged on the car's value including shipping and the duty. Cars over 30 years old in original condition may qualify as collectors' items, with no duty and a reduced VAT rate; customs decides case by case.",
    },
    {
      question: 'Can I bring my car duty-free if I move to Germany?',
      answer:
        'Often, yes. If you are moving your normal residence to Germany after living outside the EU for at least a year, and you have owned and used the car for at least six months, you can usually import it free of duty and import VAT, provided you keep it for at least a year.',
    },
    {
      question: 'Do US cars need changes to be registered in Germany?',
      answer:
        'Usually some. A US-spec car generally needs an individual approval at the technical inspection, and common changes include amber rear turn signals and adjusted headlights.',
    },
    {
      question: 'Can you ship a car from Germany to the USA?',
      answer:
        'Yes. The car must meet US safety and emissions standards, or be at least 25 years old, and US duty is 2.5% for cars and 25% for light trucks. Ask an agent for a quote.',
    },
  ],
  image: image('germany-shipping', 'A cargo ship carrying cars with a map pin in black, red and gold'),
  widgetVariant: 'compact',
  widgetMode: 'international',
};

const dubai: ServicePage = {
  slug: 'car-shipping-to-dubai',
  name: 'Car Shipping to Dubai',
  title: 'Car Shipping from the USA to Dubai',
  metaDescription:
    'Ship a car from the USA to Dubai through Jebel Ali by ro-ro, container or air: US export steps, UAE duty and VAT, and registration with the RTA.',
  summary:
    'Cars from the USA to Dubai through Jebel Ali, by ro-ro, container or air, with customs and registration explained.',
  group: 'international',
  intro: [
    'Vehicles shipped to Dubai arrive at Jebel Ali, the largest port in the United Arab Emirates, southwest of the city. They sail from US East Coast and Gulf ports such as Baltimore, New York/New Jersey, Savannah and Houston, by roll-on/roll-off vessel or in a container, or fly into Dubai when speed matters most.',
    'Ro-ro is usually the least expensive for a running car. A shared or private container protects the car and suits valuable, classic or non-running vehicles, and several cars can share one box. Most cars arrive four to eight weeks after they reach the US port.',
    'We arrange the truck to the port, the US export paperwork and the sailing, and a clearing agent in Dubai handles customs at Jebel Ali. Every international price is confirmed by an agent, because UAE duty, port charges and delivery depend on the car and your situation.',
  ],
  howItWorks: [
    {
      title: 'Quote and eligibility',
      text: 'Tell us the car and where in the UAE it is going. An agent checks that it can be imported and registered and confirms the price and sailing.',
    },
    {
      title: 'US export paperwork',
      text: "The original title, and the lender's authorization if the car is financed, go to US Customs and Border Protection at least 72 hours before loading, and the export is filed electronically. Our forwarder handles this with your signed authorization.",
    },
    {
      title: 'Truck to the port and sailing',
      text: 'A carrier delivers the car to the port, where it is inspected and loaded onto the ship or into a container.',
    },
    {
      title: 'Customs at Jebel Ali',
      text: 'The clearing agent files the import, you pay duty and VAT, and customs issues the certificate you need for registration.',
    },
    {
      title: 'Inspection and registration',
      text: "The car passes a vehicle inspection and is registered with Dubai's Roads and Transport Authority once it is insured in the UAE.",
    },
  ],
  priceFactors: [
    {
      title: 'Method',
      text: 'For a standard car, indicative port-to-port prices are about $1,400–2,500 by ro-ro, $1,800–3,500 for a share of a 40 ft container, and $7,000–14,000 by air.',
    },
    {
      title: 'The road leg to the US port',
      text: 'About $1.30 per mile on short trips, falling to $0.45–0.55 per mile past 2,000 miles, like any domestic move.',
    },
    {
      title: 'Vehicle size',
      text: 'Larger vehicles take more space on the ship or in the container: expect an SUV, pickup or van to cost 15–30% more than a sedan.',
    },
    {
      title: 'Charges in the UAE',
      text: 'Port handling, clearing-agent fees and delivery are quoted separately, and UAE customs duty and VAT are paid on arrival.',
    },
    {
      title: 'Condition',
      text: 'A car that does not run needs forklift or winch handling at each port; allow about $150 extra.',
    },
  ],
  tips: [
    "Confirm the car's eligibility with us before you book: age, condition and specification all matter for registration.",
    "Make sure the title is the original, in your name, and clear of liens or accompanied by the lender's authorization.",
    'For ro-ro, empty the car and run the fuel down to a quarter tank.',
    'Check the cooling system, the air conditioning and the battery: the car will be collected and driven in heat.',
    'Have your UAE residence visa and Emirates ID ready, as registering a car in Dubai generally needs them.',
  ],
  faq: [
    {
      question: 'How long does shipping a car to Dubai take?',
      answer:
        'Usually four to seven weeks from the US port by ro-ro, five to eight weeks by container, and one to two weeks by air.',
    },
    {
      question: 'What duties do I pay in the UAE?',
      answer:
        "Customs duty of 5% on the car's value including shipping and insurance, and 5% VAT. The clearing agent calculates both for you.",
    },
    {
      question: 'Can I register a US-spec car in Dubai?',
      answer:
        'Generally yes: US-spec cars are common in the UAE, which drives on the right. The car must pass inspection, and right-hand-drive cars generally cannot be registered there.',
    },
    {
      question: 'Ro-ro or container?',
      answer:
        'Ro-ro for a running car at the lowest price; a container for protection, for valuable or non-running cars, or to share a box with a second car.',
    },
    {
      question: 'Can I ship a car that is still financed?',
      answer:
        'Only with a letter from the lender authorizing export. US Customs will not clear a financed car without it.',
    },
  ],
  image: image('car-shipping-to-dubai', 'A cargo ship carrying cars in front of a city skyline, with a map pin'),
  widgetVariant: 'compact',
  widgetMode: 'international',
};

const usCanada: ServicePage = {
  slug: 'us-canada-car-shipping',
  name: 'US–Canada Car Shipping',
  title: 'Car Shipping Between the USA and Canada',
  metaDescription:
    "Ship a car between the USA and Canada: CBP's 72-hour export rule, Transport Canada admissibility, the RIV program and duties explained. Get a quote.",
  summary:
    'Cars across the US–Canada border in both directions, with the 72-hour export rule, RIV program and duties explained.',
  group: 'international',
  intro: [
    'Shipping a car between the USA and Canada is a road move with a border in the middle. Carriers cross at the busy commercial crossings, such as Detroit–Windsor, Buffalo–Fort Erie, Champlain–Lacolle and Blaine–Surrey, and a customs broker files the entries, so the car can travel door to door without you at the border.',
    "The paperwork is what takes planning. A car leaving the USA must be reported to US Customs and Border Protection at least 72 hours before it crosses. A car entering Canada must be admissible under Transport Canada's rules and, unless it is 15 years old or older, go through the Registrar of Imported Vehicles (RIV) program. Cars going the other way must meet US safety and emissions rules.",
    'We arrange the carrier and the customs broker and tell you exactly which documents to prepare. The price includes insurance, with no hidden fees; duties and taxes are paid to the government and are separate.',
  ],
  howItWorks: [
    {
      title: 'Check admissibility',
      text: "For a car going to Canada, check that it is on Transport Canada's list of vehicles admissible from the United States and get a recall clearance letter from the manufacturer. We help you check before you book.",
    },
    {
      title: 'US export: the 72-hour rule',
      text: "Send the title (original or certified copy) and the vehicle details to CBP at the crossing at least 72 hours before export. If the car is financed, include the lender's authorization. Our broker submits this for you.",
    },
    {
      title: 'Pickup and crossing',
      text: 'The carrier collects the car and crosses at the planned port; the broker clears it with the Canada Border Services Agency, which issues the Vehicle Import Form.',
    },
    {
      title: 'Duties, taxes and the RIV fee',
      text: 'GST and any duty are paid at the border, along with the RIV fee for cars under 15 years old.',
    },
    {
      title: 'Inspection and registration',
      text: 'Within 45 days, the car passes an RIV inspection, which may need small changes such as daytime running lights, then a provincial safety inspection before you register it.',
    },
  ],
  priceFactors: [
    {
      title: 'Distance',
      text: 'Priced like a domestic move on both sides of the border: about $1.30 per mile on short trips, falling to $0.45–0.55 per mile past 2,000 miles.',
    },
    {
      title: 'Customs brokerage',
      text: "The broker's fee for filing the export and import is part of your quote.",
    },
    {
      title: 'Duties and taxes',
      text: "Paid to the government, not to us: 5% GST on the car's value, 6.1% duty unless the car was made in North America and qualifies under the free-trade agreement, a $100 federal excise tax on air conditioning and, for fuel-inefficient cars, a green levy. Provincial tax is paid when you register.",
    },
    {
      title: 'Vehicle type and condition',
      text: 'Pickups and vans add about $150–250; a car that does not run adds about $150.',
    },
    {
      title: 'Timing',
      text: 'The 72-hour notice and border clearance add a day or more, and snowbird season (autumn south, spring north) is busy on border routes.',
    },
  ],
  tips: [
    "Check admissibility first: a car that is not on Transport Canada's list cannot be imported, however it is shipped.",
    'Ask the manufacturer or a dealer for a recall clearance letter as soon as you decide to move the car.',
    "Get the lender's written authorization if the car is financed or leased; CBP will not clear it without one.",
    'Keep the Vehicle Import Form safe: you need it for the RIV inspection and to register the car.',
    "Going south? Keep the manufacturer's label showing the car meets US standards, or ask us about cars that do not.",
  ],
  faq: [
    {
      question: 'What is the RIV program?',
      answer:
        'The Registrar of Imported Vehicles program checks that cars imported into Canada from the USA meet Canadian safety standards. You pay its fee at the border and have 45 days to pass its inspection. Cars 15 years old or older are exempt.',
    },
    {
      question: "What is CBP's 72-hour rule?",
      answer:
        'US Customs and Border Protection requires the title and vehicle details at least 72 hours before a vehicle is exported, so it can check that it is not stolen or under an unpaid loan.',
    },
    {
      question: 'Do I pay duty when importing a car into Canada?',
      answer:
        'No duty if the car was made in the USA, Canada or Mexico and qualifies under the free-trade agreement; otherwise 6.1%. GST of 5% applies either way, plus provincial tax when you register.',
    },
    {
      question: 'Can any car be imported into Canada?',
      answer:
        "No. Cars under 15 years old must be on Transport Canada's admissible list and may need changes to pass the RIV inspection. Check the list before you buy or ship.",
    },
    {
      question: 'Do I need to be at the border?',
      answer:
        'No. The carrier crosses with the car and the customs broker clears it; you sign the authorizations in advance.',
    },
    {
      question: 'Can you ship a car from Canada to the USA?',
      answer:
        'Yes. Canadian-market cars usually meet US standards but need EPA and DOT import declarations; cars that do not, unless at least 25 years old, cannot be imported without conversion by a registered importer.',
    },
  ],
  image: image('us-canada-car-shipping', 'A car carrier loaded with four cars and a map pin with a maple leaf'),
  widgetVariant: 'compact',
  widgetMode: 'domestic',
};

const utv: ServicePage = {
  slug: 'utv-shipping',
  name: 'UTV Shipping',
  title: 'UTV and Side-by-Side Shipping',
  metaDescription:
    'Ship a UTV, side-by-side or ATV on a flatbed, open or enclosed trailer, door to door from dealers, sellers and homes. Insurance included in every quote.',
  summary: 'Side-by-sides, UTVs and ATVs shipped door to door on a flatbed, open or enclosed trailer, or crated.',
  group: 'non-car',
  intro: [
    'UTVs, also called side-by-sides, are built for trails, farms and job sites, and most cannot be driven on public roads, so they always travel on a trailer. We ship recreational and sport side-by-sides, utility and work UTVs, and ATVs, from dealers, private sellers, storage units and homes.',
    'A typical UTV weighs 1,000–2,500 lb and is 5 ft or so wide, so it fits on a flatbed, a car carrier deck or an enclosed trailer. It is driven or winched aboard and strapped by its wheels or frame tie-down points. New machines from a distributor may travel crated on a pallet instead.',
    'We book a licensed, bonded and insured carrier with a suitable trailer and include insurance in the price, with no hidden fees.',
  ],
  howItWorks: [
    {
      title: 'Get a quote',
      text: 'Tell us the make, model and year, whether it runs, and any accessories that change its size, such as a roof, a windshield, a winch or a cargo box.',
    },
    {
      title: 'Trailer matched',
      text: 'A flatbed or open trailer for most machines, an enclosed trailer for a new or show-quality one, or a crate for freight shipment.',
    },
    {
      title: 'Pickup',
      text: 'The driver inspects the machine, loads it, straps it by the wheels or tie-down points and records its condition.',
    },
    {
      title: 'Delivery',
      text: 'The machine is unloaded and inspected with you before you sign.',
    },
  ],
  priceFactors: [
    {
      title: 'Distance',
      text: 'The largest part of the price; longer trips cost less per mile.',
    },
    {
      title: 'Size and weight',
      text: 'Four- and six-seat side-by-sides and machines with tracks or large tires take more deck space than a two-seater.',
    },
    {
      title: 'Trailer',
      text: 'Open or flatbed transport is the most economical; enclosed costs more.',
    },
    {
      title: 'Condition',
      text: 'A machine that does not run has to be winched, which adds to the price.',
    },
    {
      title: 'Number of machines',
      text: 'Two or more machines on one trailer cost less each.',
    },
  ],
  tips: [
    'Remove loose gear such as coolers, bags and tools, and never leave fuel cans on board.',
    'Run the fuel low, set the parking brake and make sure the battery is charged.',
    'Secure or remove soft doors, windshields and roofs that could catch the wind on an open trailer.',
    'Photograph the machine from every side before pickup.',
    'Leave the key with the machine and tell us how to engage neutral or the parking brake if it is unusual.',
  ],
  faq: [
    {
      question: 'Can you ship an ATV as well?',
      answer: 'Yes. ATVs are smaller than UTVs and often share a trailer with other vehicles.',
    },
    {
      question: 'Does my UTV need to be crated?',
      answer:
        'No. It is strapped directly to the trailer. Crating is an option for new machines or for freight terminals.',
    },
    {
      question: 'Can you ship several UTVs together?',
      answer:
        'Yes. Several machines on one trailer lower the price of each; tell us how many when you ask for a quote.',
    },
    {
      question: 'Can you pick up from a dealer or a private seller?',
      answer: 'Yes. Give us a contact and their opening hours, and make sure they have the paperwork and keys ready.',
    },
    {
      question: 'Is my UTV insured in transit?',
      answer: 'Yes. Every quote includes insurance; personal items left on the machine are not covered.',
    },
  ],
  image: image('utv-shipping', 'A green side-by-side UTV with a roll cage on a flatbed trailer'),
  hiddenFromMenus: true,
  widgetVariant: 'compact',
  widgetMode: 'domestic',
};

const golfCart: ServicePage = {
  slug: 'golf-cart-shipping',
  name: 'Golf Cart Shipping',
  title: 'Golf Cart Transport',
  metaDescription:
    'Ship electric or gas golf carts and low-speed vehicles on open, flatbed or enclosed trailers, one cart or a whole fleet, with insurance in every quote.',
  summary:
    'Electric and gas golf carts and low-speed vehicles shipped on open, flatbed or enclosed trailers, one cart or a fleet.',
  group: 'non-car',
  intro: [
    'Golf carts travel more than you might think: to new homes in golf and retirement communities, from dealers and custom builders, between courses and to resorts. We ship electric and gas carts, lifted and six-seat carts, and street-legal low-speed vehicles.',
    'A cart weighs roughly 500–1,100 lb, more with large battery packs, and is about 4 ft wide, so it fits on an open car carrier, a flatbed or an enclosed trailer. It is rolled or driven aboard and strapped by its wheels. A fleet can travel several carts to a trailer.',
    'We book a licensed, bonded and insured carrier, include insurance in the price and charge you only once the carrier is confirmed.',
  ],
  howItWorks: [
    {
      title: 'Get a quote',
      text: 'Tell us the make and model, electric or gas, the number of seats, any lift kit, and how many carts are moving.',
    },
    {
      title: 'Prepare the cart',
      text: 'Remove loose accessories, secure the seats and roof, and set an electric cart to tow mode if it has one.',
    },
    {
      title: 'Pickup',
      text: 'The driver inspects the cart, loads it, straps it by the wheels and records its condition.',
    },
    {
      title: 'Delivery',
      text: 'The cart is unloaded at your home, course or dealer and checked with you.',
    },
  ],
  priceFactors: [
    {
      title: 'Distance',
      text: 'The main part of the price; long trips cost less per mile than short ones.',
    },
    {
      title: 'Cart size',
      text: 'Lifted, four- and six-seat carts take more room than a standard two-seater.',
    },
    {
      title: 'Trailer',
      text: 'Open or flatbed transport is the most economical; enclosed protects new or custom carts.',
    },
    {
      title: 'Number of carts',
      text: 'Several carts on one trailer cost much less each than single moves.',
    },
    {
      title: 'Season',
      text: 'Autumn and spring, when people move to and from warm-weather communities, are busiest.',
    },
  ],
  tips: [
    'Remove bag holders, coolers, sand bottles and ball washers that could come loose, and take off rain enclosures for open trailers.',
    'Charge lithium batteries to a moderate level rather than full, and tell us if a battery is damaged: it cannot be shipped.',
    'On a gas cart, run the fuel low.',
    'Check the tires and parking brake, and leave the key with the cart.',
    'Photograph the cart from every side, including the roof and seats.',
  ],
  faq: [
    {
      question: 'Can you ship a lifted or six-seat cart?',
      answer: 'Yes. Tell us its length and height so the carrier can plan the space.',
    },
    {
      question: 'Can you ship a cart with lithium batteries?',
      answer:
        'Yes, with the batteries installed, undamaged and secured. A damaged or swollen battery cannot be shipped.',
    },
    {
      question: 'Does the cart have to run?',
      answer: 'No, but it must roll and steer. A non-running cart is pushed or winched aboard; tell us in advance.',
    },
    {
      question: 'How many carts can you move at once?',
      answer:
        'From one to a whole fleet. Several carts fit on one trailer, and we can plan multiple trucks for a course or community.',
    },
    {
      question: 'Can my golf cart ship with my car?',
      answer:
        "Often, yes: many carriers can take a cart on the same truck as a car. Ask when you request the car's quote.",
    },
  ],
  image: image('golf-cart-shipping', 'A white golf cart with a green roof on a flatbed trailer, beside a golf flag'),
  hiddenFromMenus: true,
  widgetVariant: 'compact',
  widgetMode: 'domestic',
};

const rv: ServicePage = {
  slug: 'rv-shipping',
  name: 'RV Shipping',
  title: 'RV Transport',
  metaDescription:
    'RV transport for motorhomes, travel trailers, fifth wheels and campers: driveaway, towaway or on a trailer, by licensed and insured drivers. Free quote.',
  summary: 'Motorhomes, travel trailers, fifth wheels and campers moved by driveaway, towaway or on a trailer.',
  group: 'non-car',
  intro: [
    "RV transport moves recreational vehicles of every kind: Class A, B and C motorhomes, travel trailers, fifth wheels, toy haulers, pop-up campers, truck campers and park model homes. Buyers, sellers, dealers and owners heading to a new season's base all use it.",
    'There are three ways to move an RV. In a driveaway, a professional driver drives your motorhome to its destination. In a towaway, a driver hitches your travel trailer or fifth wheel to a suitable truck. Smaller campers, non-running RVs and those that should not add miles ride on a flatbed or lowboy, within height limits.',
    'Every driver and carrier is licensed, bonded and insured for the job, and your price includes insurance, with no hidden fees.',
  ],
  howItWorks: [
    {
      title: 'Tell us about the RV',
      text: 'Type, make, model and year, length, height and weight, whether it runs, and its hitch type if it is towable.',
    },
    {
      title: 'Choose the method',
      text: "We recommend driveaway, towaway or a trailer based on the RV's size and condition, and explain the cost of each.",
    },
    {
      title: 'Pre-trip inspection',
      text: 'The driver checks the tires, brakes, lights and hitch, records the mileage and condition, and photographs the RV inside and out.',
    },
    {
      title: 'On the road',
      text: 'The driver follows an RV-safe route, avoiding low clearances, and keeps you updated.',
    },
    {
      title: 'Delivery',
      text: 'You inspect the RV with the driver and sign the bill of lading.',
    },
  ],
  priceFactors: [
    {
      title: 'Method',
      text: 'Driveaway and towaway are usually the most economical for roadworthy RVs; a trailer costs more but adds no miles.',
    },
    {
      title: 'Size',
      text: 'Longer, taller and heavier RVs need bigger trucks and, for wide park models, oversize permits and escorts.',
    },
    {
      title: 'Distance',
      text: 'The base of the price, plus, for driveaway, fuel and tolls.',
    },
    {
      title: 'Condition',
      text: 'A non-running motorhome must go on a trailer or be towed by a heavy wrecker, which costs more.',
    },
    {
      title: 'Season',
      text: 'Spring and autumn, when RVs head to and from their seasonal homes, are the busiest.',
    },
  ],
  tips: [
    'Empty the black and grey tanks and drain the fresh water.',
    'Turn off the propane at the tanks and secure them.',
    'Retract and lock slide-outs, the awning, steps and jacks, and latch every cabinet and door.',
    'Check the age and pressure of the tires: old RV tires fail on long trips even when the tread looks good.',
    "Remove valuables and secure or remove loose items; belongings left inside are not covered by the carrier's insurance.",
    'Leave the registration and proof of insurance in the RV, and for towables, make sure the breakaway switch and brakes work.',
  ],
  faq: [
    {
      question: 'Will my motorhome be driven?',
      answer:
        'In a driveaway, yes: a professional driver drives it and the miles are recorded. If you would rather add no miles, ask for trailer transport.',
    },
    {
      question: 'Does my travel trailer need to be roadworthy for towaway?',
      answer:
        'Yes: tires, brakes, lights, bearings and the hitch must be in working order. If not, it can ride on a flatbed instead.',
    },
    {
      question: 'Can I leave belongings inside?',
      answer:
        "A small amount of secured furniture and fittings is fine, but personal belongings are not covered by the carrier's insurance and add weight, so remove anything valuable.",
    },
    {
      question: 'Who pays for fuel on a driveaway?',
      answer: 'It is included in your quote, so there is nothing extra to pay the driver.',
    },
    {
      question: 'Can you move a park model?',
      answer:
        'Yes. Park models are usually oversize loads, so they need permits and sometimes escorts, and we plan the route for them.',
    },
  ],
  image: image('rv-shipping', 'A white travel trailer with red and yellow stripes hitched to a blue truck'),
  widgetVariant: 'compact',
  widgetMode: 'domestic',
};

const boat: ServicePage = {
  slug: 'boat-shipping',
  name: 'Boat Shipping',
  title: 'Boat Transport',
  metaDescription:
    'Boat transport for runabouts, pontoons, center consoles, sailboats and cruisers: on your trailer or ours, with oversize permits for beams over 8 ft 6 in.',
  summary:
    'Runabouts, pontoons, center consoles, sailboats and cruisers moved on your trailer or ours, with permits for wide boats.',
  group: 'non-car',
  intro: [
    'Boat transport moves boats over the road between marinas, dealers, boatyards, storage and home: personal watercraft, bass boats, runabouts, pontoons, center consoles, cabin cruisers and sailboats with their masts down.',
    "A boat travels in one of three ways. On its own trailer, towed by the carrier's truck, if the trailer is roadworthy. On a hydraulic boat trailer, which lifts the boat from the yard's stands without a crane. Or in cradles on a flatbed or step-deck for larger boats, loaded by travel lift or crane.",
    'Size sets the rules. A boat up to 8 ft 6 in wide (102 in) travels as a legal load; a wider beam needs an oversize permit in every state on the route, and much wider boats also need escort vehicles. Loaded height must stay under about 13 ft 6 in, so towers, arches and windshields sometimes come off. We check all of this before we quote.',
  ],
  howItWorks: [
    {
      title: 'Send the measurements',
      text: 'Length overall (including the swim platform, pulpit and engines), beam, the height from the waterline up and the weight, and whether the boat is on a trailer.',
    },
    {
      title: 'We plan the load',
      text: 'We pick the trailer, work out the loaded height and width, and arrange any permits and escorts.',
    },
    {
      title: 'Prepare and load',
      text: 'You or the yard prepare the boat; the driver loads it on its trailer, a hydraulic trailer or cradles, secures it and records its condition.',
    },
    {
      title: 'Transit and delivery',
      text: 'The boat travels on its permitted route and is delivered to the marina, yard or driveway, where you inspect it.',
    },
  ],
  priceFactors: [
    {
      title: 'Size',
      text: 'Length, beam, height and weight decide the trailer and whether permits and escorts are needed. Legal-size boats are the least expensive to move.',
    },
    {
      title: 'Trailer',
      text: 'Towing your boat on its own trailer usually costs least; hydraulic trailers and cradled flatbed loads cost more.',
    },
    {
      title: 'Distance',
      text: 'The base of the price; many carriers price legal-size boats per mile with a minimum for short moves.',
    },
    {
      title: 'Permits and escorts',
      text: 'Wide or tall boats need a permit in each state and sometimes pilot vehicles.',
    },
    {
      title: 'Preparation and yard fees',
      text: "Shrink-wrapping, removing a tower or unstepping a mast, and a marina's lift fees are extra if you need them.",
    },
  ],
  tips: [
    'Measure the boat as it will sit on the trailer, from the ground to its highest fixed point.',
    "Remove or lower antennas, outriggers, radar arches and towers where possible, and unstep a sailboat's mast.",
    'Drain the bilge and water systems, pump out the holding tank and run the fuel low.',
    'Disconnect the batteries, secure hatches, windows and doors, and remove loose gear and electronics.',
    'Shrink-wrap or secure the canvas so it cannot flap at highway speed.',
    'If the boat rides on its own trailer, check the tires, bearings, lights and brakes before pickup.',
  ],
  faq: [
    {
      question: 'Do I need my own trailer?',
      answer:
        'No. If your trailer is roadworthy we can tow it; otherwise the boat goes on a hydraulic boat trailer or on cradles on a flatbed.',
    },
    {
      question: 'When does a boat need a permit?',
      answer:
        'When its beam is over 8 ft 6 in, or when its loaded height or length goes over the legal limits. Wider boats also need escort vehicles; the threshold depends on the state.',
    },
    {
      question: 'How is the height measured?',
      answer:
        'From the road to the highest point of the boat as it sits on the trailer. The limit in most states is 13 ft 6 in.',
    },
    {
      question: 'Can you ship a sailboat?',
      answer: 'Yes, with the mast unstepped and carried alongside the hull. The keel sits in a cradle on the trailer.',
    },
    {
      question: 'Should I shrink-wrap my boat?',
      answer:
        'It is a good idea for long trips, boats with canvas or open cockpits and winter moves. The yard or the carrier can do it for you.',
    },
  ],
  image: image('boat-shipping', 'A white cabin cruiser on a flatbed trailer behind a blue truck'),
  widgetVariant: 'compact',
  widgetMode: 'domestic',
};

const openAuto: ServicePage = {
  slug: 'open-auto-shipping',
  name: 'Open Auto Shipping',
  title: 'Open Auto Transport',
  metaDescription:
    'Open auto transport is the most affordable way to ship a car: door to door on carriers running every major US and Canadian route, insurance included.',
  summary:
    'The everyday way to ship a car: door to door on an open carrier, the most affordable option on every route.',
  group: 'open',
  intro: [
    'Open auto transport is how most cars are shipped: on an open carrier, the two-deck trailers that carry up to eight to ten cars and run every major route in the USA and Canada. Because each truck carries many cars, it is the most affordable way to ship a car, and with so many trucks on the road it is usually the quickest to book.',
    'Your car is exposed to the weather and road dust, just as it would be if you drove it, but it does not gain miles or wear. It is driven onto the deck, strapped by its wheels and inspected at pickup and delivery. For short trips or a quicker pickup, a smaller single-car or three-car open trailer is another option.',
    'We match you with a licensed, bonded and insured carrier, your quote includes insurance with no hidden fees, and the carrier picks up and delivers door to door wherever a large truck can safely reach.',
  ],
  howItWorks: [
    {
      title: 'Get your instant quote',
      text: 'Enter the pickup and delivery places, your date and the vehicle. You see an estimate straight away.',
    },
    {
      title: 'Book your carrier',
      text: 'Agree to the order electronically and we confirm it by email. You are charged only once a carrier is confirmed.',
    },
    {
      title: 'Pickup',
      text: 'The driver calls ahead, inspects the car with you, notes its condition on the bill of lading and loads it.',
    },
    {
      title: 'Transit',
      text: `A carrier covers roughly 500 miles a day. For an update, write to ${brand.mailboxes.support.address} at any time.`,
    },
    {
      title: 'Delivery',
      text: 'Check the car with the driver against the pickup report and sign the bill of lading.',
    },
  ],
  priceFactors: [
    {
      title: 'Distance',
      text: 'About $1.30 per mile on short trips, falling to $0.45–0.55 per mile past 2,000 miles, with a minimum of about $350. A 300-mile trip costs about $390, 1,000 miles about $710, and coast to coast about $1,150–1,450.',
    },
    {
      title: 'Vehicle type',
      text: 'SUVs cost a little more than sedans, and pickups and vans about $150–250 more, because they take more deck space and weight.',
    },
    {
      title: 'Condition',
      text: 'A car that does not run has to be winched on and off, which adds about $150.',
    },
    {
      title: 'Route',
      text: 'Trips between cities on main interstate routes cost less than those to or from remote places, where the truck has to drive further off its path.',
    },
    {
      title: 'Timing',
      text: 'A pickup within three days costs more because the carrier has to be found quickly, and summer, holidays and the snowbird seasons are busy.',
    },
    {
      title: 'More than one car',
      text: 'Each extra car on the same order shares the pickup and delivery, so it costs less.',
    },
  ],
  tips: [
    'Wash the car so existing marks are easy to see and record at pickup.',
    'Photograph every side, the roof and the odometer, with the date.',
    'Leave about a quarter tank of fuel and make sure the battery is charged.',
    'Remove personal items, toll tags and loose accessories such as bike racks.',
    'Fold the mirrors, retract the antenna and secure a convertible top.',
    'Give the driver a key and tell us about anything unusual: a low spoiler, a tricky alarm, a car that needs a jump.',
  ],
  faq: [
    {
      question: 'Is open transport safe?',
      answer:
        'Yes. It is how dealers move most new cars. The car is exposed to the weather and road dust, as it would be when driven; for a valuable or freshly painted car, consider enclosed transport.',
    },
    {
      question: 'How much does open car shipping cost?',
      answer:
        'About $1.30 per mile on short trips, falling to $0.45–0.55 per mile past 2,000 miles. Your instant quote shows the estimate for your route and vehicle.',
    },
    {
      question: 'How long does it take?',
      answer:
        'About 500 miles a day, plus a day or two for pickup and delivery. Coast to coast usually takes 7–10 days.',
    },
    {
      question: 'Can you ship a car that does not run?',
      answer: 'Yes. It is winched on and off, which adds about $150. It must roll, steer and brake.',
    },
    {
      question: 'Can I put things in the car?',
      answer:
        "Car carriers are generally not registered to move household goods, and personal items are not covered by the carrier's insurance, so remove them. Standard equipment such as a spare tire and jack is fine.",
    },
    {
      question: 'When do I pay?',
      answer: PAYMENT_ANSWER,
    },
  ],
  image: image('open-auto-shipping', 'A two-deck open car carrier loaded with four cars'),
  widgetVariant: 'compact',
  widgetMode: 'domestic',
};

/** One entry per slug, in the order of the services table (a page listed in two groups appears once). */
export const SERVICES: readonly ServicePage[] = [
  heavyEquipment,
  commercialBus,
  constructionEquipment,
  tractor,
  freightContainer,
  alaska,
  hawaii,
  enclosedAuto,
  enclosedAntique,
  enclosedClassic,
  enclosedExotic,
  enclosedMotorcycle,
  germany,
  dubai,
  usCanada,
  utv,
  golfCart,
  rv,
  boat,
  openAuto,
];

const BY_SLUG: ReadonlyMap<string, ServicePage> = new Map(SERVICES.map((page) => [page.slug, page]));

export function serviceBySlug(slug: string): ServicePage | undefined {
  return BY_SLUG.get(slug);
}

/** A service page's path: the services area path followed by its slug. */
export function servicePath(slug: string): string {
  return `/services/${slug}`;
}
