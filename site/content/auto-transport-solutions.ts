/**
 * The transport solutions page, `/auto-transport-solutions` (in the rail as "transport solutions"):
 * the ways a vehicle can travel, what each is, when it fits and what it does to the price, each linked to the
 * service pages where it is used. International prices are the ranges of the booking page's rate table
 * (site/quote/pricing/rate-table.ts: ro-ro, container, air).
 */
import { brand } from './brand';
import type { ServiceFaq } from './services';

export const AUTO_TRANSPORT_SOLUTIONS_PATH = '/auto-transport-solutions';

export type TransportSolutionId =
  | 'open'
  | 'enclosed'
  | 'door-to-door'
  | 'terminal-to-terminal'
  | 'expedited'
  | 'ro-ro'
  | 'container'
  | 'air';

export interface TransportSolution {
  id: TransportSolutionId;
  name: string;
  /** Within the USA and Canada, or overseas. */
  scope: 'domestic' | 'international';
  /** What it is, in a short paragraph. */
  what: string;
  /** When to choose it: short points. */
  when: string[];
  /** How it affects the price, with indicative figures. */
  priceNote: string;
  /** Slugs of the service pages (site/content/services.ts) where this solution is used. */
  relatedServices: readonly string[];
}

export interface AutoTransportSolutionsPage {
  path: string;
  title: string;
  /** 140–160 characters. */
  metaDescription: string;
  intro: string[];
  solutions: readonly TransportSolution[];
  faq: readonly ServiceFaq[];
}

export const AUTO_TRANSPORT_SOLUTIONS: AutoTransportSolutionsPage = {
  path: AUTO_TRANSPORT_SOLUTIONS_PATH,
  title: 'Auto Transport Solutions',
  metaDescription:
    'Compare open, enclosed, door-to-door, terminal and expedited car transport, plus ro-ro, container and air shipping overseas, to choose the right option.',
  intro: [
    'There is more than one way to ship a vehicle. Within the USA and Canada, the choices are about the trailer (open or enclosed), where the car is handed over (at your door or at a terminal) and how fast a carrier must be found. Overseas, the choice is between a roll-on/roll-off ship, a container and an aircraft.',
    `Each option below explains what it is, when it makes sense and what it does to the price. ${brand.name} offers 30+ service types through 10+ carriers, and every quote includes insurance, with no hidden fees. If you are not sure which to pick, call an advisor at ${brand.phones.advisors.display}.`,
  ],
  solutions: [
    {
      id: 'open',
      name: 'Open transport',
      scope: 'domestic',
      what: 'Your vehicle rides on an open carrier, usually a two-deck trailer carrying up to eight to ten cars. It is the way most cars, including new cars for dealers, are moved.',
      when: [
        'Everyday cars, SUVs, pickups and vans.',
        'When price matters most: it is the least expensive option.',
        'When you want the widest choice of trucks and dates.',
      ],
      priceNote:
        'The baseline price: about $2 per mile on short trips, falling to $0.55–0.95 per mile past 2,000 miles, with a minimum of about $450. Pickups and vans add about $150–250 and a vehicle that does not run about $150.',
      relatedServices: ['open-auto-shipping', 'us-canada-car-shipping'],
    },
    {
      id: 'enclosed',
      name: 'Enclosed transport',
      scope: 'domestic',
      what: 'Your vehicle rides inside a hard-sided or soft-sided trailer carrying one to seven vehicles, out of the weather and road debris, often with a liftgate and soft tie-downs.',
      when: [
        'Luxury, exotic, classic and antique cars.',
        'Freshly painted, coated or show-ready cars.',
        'Low cars that need a liftgate, and motorcycles.',
      ],
      priceNote:
        'Typically 35–55% more than open transport on the same route, because each trailer carries fewer vehicles.',
      relatedServices: [
        'enclosed-auto-shipping',
        'enclosed-antique-car-shipping',
        'enclosed-classic-car-shipping',
        'enclosed-exotic-car-shipping',
        'enclosed-motorcycle-shipping',
      ],
    },
    {
      id: 'door-to-door',
      name: 'Door-to-door delivery',
      scope: 'domestic',
      what: 'The driver collects the vehicle at your address and delivers it to the address you choose. Where a large truck cannot safely reach or turn in your street, the driver arranges to meet you at a nearby open space, such as a large parking lot.',
      when: [
        'Almost every move: it is the simplest for you.',
        'When you cannot easily get to a terminal at either end.',
      ],
      priceNote: 'Included in every domestic quote at no extra charge.',
      relatedServices: ['open-auto-shipping', 'enclosed-auto-shipping', 'rv-shipping', 'boat-shipping'],
    },
    {
      id: 'terminal-to-terminal',
      name: 'Terminal-to-terminal',
      scope: 'domestic',
      what: 'You drop the vehicle at a storage terminal or port near you and collect it from one near the destination. Ocean routes to Alaska and Hawaii always pass through a port terminal, where you can also hand over or collect the car yourself.',
      when: [
        'When you cannot be present for a pickup or delivery window.',
        'When you live near a port and want to drop the car off yourself.',
      ],
      priceNote:
        'It can cost a little less on some routes, but terminals are fewer than addresses, many charge storage after a few free days, and you travel to and from each one. Compare it with door-to-door, which is already in your quote.',
      relatedServices: ['alaska-auto-shipping', 'hawaii-car-shipping', 'open-auto-shipping'],
    },
    {
      id: 'expedited',
      name: 'Expedited transport',
      scope: 'domestic',
      what: 'Priority dispatch for a pickup in the next few days, a guaranteed pickup date, or a dedicated truck that carries only your vehicle straight to its destination.',
      when: ['A move, sale or event with a fixed date.', 'A vehicle that must arrive with no stops on the way.'],
      priceNote:
        'A pickup less than three days after your quote adds about $100 per vehicle because a carrier must be found quickly; a guaranteed date or a dedicated truck costs considerably more.',
      relatedServices: ['open-auto-shipping', 'enclosed-auto-shipping', 'enclosed-exotic-car-shipping'],
    },
    {
      id: 'ro-ro',
      name: 'Roll-on/roll-off (ro-ro)',
      scope: 'international',
      what: 'The vehicle is driven onto a vehicle carrier ship, parked and secured on one of its decks, and driven off at the destination port. The car must run and be empty of personal belongings.',
      when: [
        'Running cars, SUVs, pickups, vans and other vehicles on wheels.',
        'When the lowest overseas price matters most.',
      ],
      priceNote:
        'The most affordable overseas option. Per standard car, port to port: about $900–2,000 to the Caribbean and Central America, $1,200–2,200 to Western Europe, $1,400–2,500 to the Gulf and $2,000–4,000 to Oceania. Destination duties, taxes and port charges are extra.',
      relatedServices: ['germany-shipping', 'car-shipping-to-dubai', 'alaska-auto-shipping', 'hawaii-car-shipping'],
    },
    {
      id: 'container',
      name: 'Container shipping',
      scope: 'international',
      what: 'The vehicle is loaded into a 20 ft or 40 ft container, braced and strapped, then sealed until it is unloaded at the destination. A private container carries only your vehicle; a shared 40 ft container splits the cost between several.',
      when: [
        'Classic, exotic and valuable cars that need protection.',
        'Vehicles that do not run.',
        'Moving a car together with declared household goods in a private container.',
      ],
      priceNote:
        'Per standard car in a shared 40 ft container: about $1,200–2,500 to the Caribbean and Central America, $1,500–2,800 to Western Europe, $1,800–3,500 to the Gulf and $2,500–5,000 to Oceania. A private container costs more.',
      relatedServices: ['germany-shipping', 'car-shipping-to-dubai', 'enclosed-classic-car-shipping'],
    },
    {
      id: 'air',
      name: 'Air freight',
      scope: 'international',
      what: 'The vehicle flies on a cargo aircraft between airports, with the battery disconnected and only a little fuel in the tank. It is the fastest way to move a car overseas.',
      when: ['Races, shows and sales with a fixed date.', 'Very valuable cars where time in transit matters most.'],
      priceNote:
        'The most expensive option: about $4,000–18,000 per car depending on the region, with transit of one to three weeks including clearance.',
      relatedServices: ['germany-shipping', 'car-shipping-to-dubai', 'enclosed-exotic-car-shipping'],
    },
  ],
  faq: [
    {
      question: 'Which transport type is right for my car?',
      answer:
        'For an everyday car within the USA and Canada, open transport, door to door. For a valuable, classic or low car, enclosed. Overseas, ro-ro for a running car at the lowest price, a container for protection, and air when time matters most.',
    },
    {
      question: 'Is door-to-door delivery extra?',
      answer:
        'No. It is included in every domestic quote. If your street is too narrow for a large truck, the driver meets you nearby.',
    },
    {
      question: 'What is the cheapest way to ship a car?',
      answer:
        'Open transport with a flexible pickup date on a main route. Within the USA and Canada that is about $2 per mile on short trips, falling to $0.55–0.95 per mile past 2,000 miles.',
    },
    {
      question: 'How do I ship a car overseas?',
      answer:
        'Request an international quote. We arrange the truck to the port, the export paperwork and the sailing or flight, and an agent confirms the price, because duties and destination charges depend on the country.',
    },
    {
      question: 'When do I pay?',
      answer:
        'You are charged only once a carrier is confirmed. Orders are agreed to electronically and confirmed by email, and we accept all major credit and debit cards, online or by phone.',
    },
  ],
};
