/**
 * The Shipping Guide (Document, Preparing Your Vehicle, Understanding Car Shipping
 * Insurance) as structured sections: each section's id is its in-page anchor. Typical figures (days, miles,
 * percentages) are general guidance for US and Canadian auto transport; legal references are to US federal
 * rules as they stood on 2026-11-25. Not legal advice.
 */

export interface GuideSection {
  /** In-page anchor, unique within its page. */
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface GuidePage {
  slug: string;
  path: string;
  title: string;
  /** At most 160 characters, for search results. */
  metaDescription: string;
  intro: string;
  sections: readonly GuideSection[];
}

export const SHIPPING_GUIDE: GuidePage = {
  slug: 'shipping-guide',
  path: '/shipping-guide',
  title: 'How Auto Transport Works: The Complete Guide',
  metaDescription:
    'How car shipping works from quote to delivery: brokers and carriers, prices, open vs enclosed, pickup, transit times, inspection and delivery.',
  intro:
    'Shipping a vehicle is simpler than it looks once you know who does what and when. This guide follows a shipment from the first quote to the moment you get your keys back, and explains the choices you make along the way.',
  sections: [
    {
      id: 'overview',
      title: 'The journey in six steps',
      paragraphs: [
        'Almost every domestic shipment follows the same path, whether it is a sedan going across the state or a classic car going across the country.',
      ],
      list: [
        'Quote: you give the route, the date and the vehicle, and get a price that includes the carrier’s insurance.',
        'Booking: you agree to the order electronically and receive the confirmation by email.',
        'Carrier assignment: we match your vehicle with a licensed, insured carrier heading your way. You are charged only once the carrier is confirmed.',
        'Pickup: the driver inspects the vehicle with you, records its condition on the bill of lading and loads it.',
        'Transit: the truck drives the route, usually with other vehicles on board, and we keep you updated.',
        'Delivery: you inspect the vehicle against the bill of lading, sign, and take your keys.',
      ],
    },
    {
      id: 'brokers-and-carriers',
      title: 'Brokers and carriers',
      paragraphs: [
        'A carrier owns the trucks and employs or contracts the drivers who move your vehicle. A broker, like us, arranges the shipment: we price it, find a carrier whose truck, route and dates fit, check that carrier’s authority and insurance, and stay your point of contact until delivery. Most vehicles in the USA move this way, because no single carrier covers every route every day.',
        'Both must be registered with the Federal Motor Carrier Safety Administration (FMCSA) to work across state lines. A carrier has a USDOT number and operating authority (an MC number); a broker has its own broker authority and must keep a $75,000 surety bond or trust fund on file. You can look up any company’s registration, authority and insurance status on the FMCSA’s public website.',
      ],
    },
    {
      id: 'what-affects-the-price',
      title: 'What affects the price',
      paragraphs: [
        'A car shipping price is what it takes to get a carrier to reserve space on a truck for your vehicle on your dates. These are the main factors:',
      ],
      list: [
        'Distance and route: longer trips cost more in total but less per mile. Routes along busy interstates cost less than remote or rural pickups.',
        'Vehicle size and weight: a pickup, van or large SUV takes more deck space and weight allowance than a compact car.',
        'Condition: a vehicle that does not run needs a winch or a forklift and costs more.',
        'Transport type: an enclosed trailer typically costs 35 to 55 percent more than an open carrier.',
        'Season: demand peaks in summer and on snowbird routes, south in the fall and north in the spring.',
        'Flexibility and notice: a wide pickup window and a few days’ notice give the best price; a pickup within a day or two costs more.',
        'Fuel prices, which carriers pass on as they change.',
      ],
    },
    {
      id: 'open-or-enclosed',
      title: 'Open or enclosed transport',
      paragraphs: [
        'Open carriers, the two-level trucks that carry up to about ten cars, move most vehicles. They are the most affordable and the easiest to schedule. Your vehicle is exposed to weather and road dust, just as it would be if you drove it.',
        'Enclosed trailers carry fewer vehicles behind solid walls, which protects them from weather, stones and view. Many load with a hydraulic liftgate instead of ramps, which matters for low-clearance cars. Choose enclosed for classic, exotic, collector and freshly restored vehicles, or when the vehicle is worth more than an open carrier’s insurance limit per load.',
      ],
    },
    {
      id: 'booking-and-payment',
      title: 'Booking and payment',
      paragraphs: [
        'When you book, you agree to the order electronically and receive the confirmation by email. It states the route, the vehicle, the transport type, the first available date and the price.',
        'You are charged only once a carrier has been confirmed for your vehicle and your dates. We accept all major credit and debit cards, online or by phone.',
      ],
    },
    {
      id: 'pickup',
      title: 'Pickup',
      paragraphs: [
        'Pickup dates are given as a window, usually one to five business days from your first available date, because a carrier’s schedule depends on every other pickup and delivery on the truck. The driver normally calls a day ahead and again shortly before arriving.',
        'Door-to-door means the driver comes as close to your address as a truck can safely and legally get. A full car carrier is about 75 feet long, so on narrow streets, in gated communities or where trucks are banned, you may meet the driver in a nearby parking lot.',
        'Before loading, the driver inspects the vehicle with you and marks every existing scratch, dent and chip on the bill of lading. Check it, sign it, and keep your copy: it is the record of the vehicle’s condition at pickup.',
      ],
    },
    {
      id: 'in-transit',
      title: 'In transit',
      paragraphs: [
        'A loaded car carrier covers roughly 400 to 500 miles a day. Drivers must follow federal hours-of-service rules (at most 11 hours of driving after 10 hours off duty), and a truck with several vehicles on board makes several stops, so even a direct route takes time.',
        'As a guide, trips under 500 miles take one to three days, 1,000 miles about three to five days, and coast to coast about 7 to 10 days, counted from pickup. Weather, road closures and mechanical problems can add days; we tell you as soon as we know.',
      ],
    },
    {
      id: 'delivery',
      title: 'Delivery',
      paragraphs: [
        'The driver calls ahead to arrange a time. Inspect the vehicle before you sign, in daylight or good light, and compare it with the pickup report on the bill of lading, including the roof, bumpers and lower panels.',
        'If you find damage that was not there at pickup, write it on the bill of lading in front of the driver, take photos, and call us the same day. Signing a clean bill of lading is taken as confirmation that the vehicle arrived in good condition, which makes a later claim much harder.',
      ],
    },
    {
      id: 'special-shipments',
      title: 'Special shipments',
      paragraphs: ['Some shipments need extra planning. Tell us at the quote stage so the price and the carrier fit.'],
      list: [
        'Vehicles that do not run: a carrier with a winch, and a vehicle that still rolls, brakes and steers.',
        'Modified, lifted or lowered vehicles: tell us the height and ground clearance so we send the right trailer.',
        'Motorcycles, RVs, boats, golf carts and UTVs: specialized trailers, cradles or tie-downs.',
        'Heavy equipment: flatbed, step-deck or lowboy trailers, and oversize permits where the load is too wide, tall or heavy.',
        'Alaska and Hawaii: by truck to a West Coast port, then by ocean carrier. Ocean carriers limit the fuel in the tank, usually to a quarter tank or less.',
        'Canada: the original title must reach U.S. Customs at the port of exit at least 72 hours before the crossing, and a vehicle imported into Canada goes through the Registrar of Imported Vehicles program.',
        'Overseas: roll-on/roll-off vessel, a 20 ft or 40 ft container (private or shared), or air freight. The title goes to U.S. Customs at least 72 hours before departure and the export is filed electronically.',
      ],
    },
  ],
};

export const VEHICLE_PREPARATION: GuidePage = {
  slug: 'vehicle-preparation',
  path: '/shipping-guide/vehicle-preparation',
  title: 'Preparing Your Vehicle for Shipping: A Checklist',
  metaDescription:
    'A step-by-step checklist to get your car ready for transport: documents, photos, fuel, battery, personal items, alarms and what to do at pickup.',
  intro:
    'An hour of preparation makes pickup faster, protects you if anything goes wrong, and avoids surprise charges. Work through this checklist in the days before your pickup window.',
  sections: [
    {
      id: 'a-week-before',
      title: 'A week before pickup',
      paragraphs: ['Get the paperwork and the people sorted first.'],
      list: [
        'Confirm the pickup and delivery addresses, and whether a large truck can reach them.',
        'Choose who will hand over and receive the vehicle (aged 18 or over) and give us their names and phone numbers.',
        'Have your photo ID and a set of keys ready for the driver, including any fob, valet key or key to a locking gas cap.',
        'For Canada or overseas: find the original title and proof of ownership; export paperwork must reach U.S. Customs at least 72 hours before the vehicle leaves.',
        'If the vehicle has a loan or lease, check whether the lender must approve an export.',
      ],
    },
    {
      id: 'clean-and-document',
      title: 'Clean it and document its condition',
      paragraphs: [
        'A clean vehicle lets you and the driver see every existing mark, and your own photos back up the bill of lading if you ever need to make a claim.',
      ],
      list: [
        'Wash the outside a day or two before pickup.',
        'Take clear, dated photos of every side, the roof, the bumpers, the wheels and the windshield, plus the odometer.',
        'Take close-ups of existing scratches, dents and chips, and write them down.',
        'Keep the photos until well after delivery.',
      ],
    },
    {
      id: 'mechanical-checks',
      title: 'Mechanical checks',
      paragraphs: [
        'The driver needs to drive the vehicle on and off the truck. Tell us about any problem now; a surprise at pickup can mean a delay or an extra charge.',
      ],
      list: [
        'Leave about a quarter tank of fuel: enough to load and unload, but light. For ocean shipping, a quarter tank or less.',
        'Electric or plug-in hybrid: leave enough charge to drive on and off the truck with a good margin, and ask us what your carrier requires.',
        'Make sure the battery is charged and the tires are inflated to the pressure on the door-jamb sticker.',
        'Fix any fluid leak, or tell us about it: carriers can refuse a leaking vehicle because it drips onto the vehicles below.',
        'Check that the parking brake works.',
        'If the vehicle does not run, say so when you book, and make sure it rolls, brakes and steers.',
      ],
    },
    {
      id: 'empty-it',
      title: 'Empty it out',
      paragraphs: [
        'Personal items are not covered by the carrier’s cargo insurance. Most carriers allow a small amount, usually up to about 100 pounds, in the trunk, but less is better.',
      ],
      list: [
        'Remove valuables, documents, chargers, sunglasses and anything loose in the cabin.',
        'Remove toll transponders, parking permits and gate remotes, so you are not charged for the truck’s trip through toll lanes.',
        'Remove dash cameras, radar detectors and aftermarket electronics that are easy to take off.',
        'Remove bike, ski and cargo racks, and any spoiler or antenna that detaches.',
        'Never leave firearms, hazardous materials, fuel cans or anything illegal in the vehicle.',
        'Leave the spare tire and jack in place.',
      ],
    },
    {
      id: 'secure-it',
      title: 'Secure it for the road',
      paragraphs: ['A few minutes here prevents the most common small damage.'],
      list: [
        'Fold in the side mirrors and retract or remove the antenna.',
        'Close all windows, the sunroof and the convertible top, and check that a soft top is sealed.',
        'Switch off the alarm, or write down how to silence it for the driver.',
        'Turn off automatic features that could start the engine or move the vehicle, such as remote start.',
        'Note any ground clearance below about 5 inches so the carrier brings a suitable trailer or ramps.',
      ],
    },
    {
      id: 'at-pickup',
      title: 'At pickup',
      paragraphs: [
        'Be there, or have your chosen person there, at the agreed time. Walk around the vehicle with the driver and make sure every existing mark is on the bill of lading before you sign it. Keep your copy and hand over one set of keys.',
        'At delivery, do the same walk-around before you sign, and write any new damage on the bill of lading in front of the driver.',
      ],
    },
  ],
};

export const CAR_SHIPPING_INSURANCE: GuidePage = {
  slug: 'car-shipping-insurance',
  path: '/shipping-guide/car-shipping-insurance',
  title: 'Understanding Car Shipping Insurance',
  metaDescription:
    'Who insures your car in transport, what carrier cargo insurance covers and excludes, the role of the bill of lading, and how to make a damage claim.',
  intro:
    'Damage in transport is rare, but you should know who is responsible and what to do if it happens. In short: the carrier that moves your vehicle is responsible for damage it causes, its cargo insurance backs that responsibility, and the bill of lading is the evidence.',
  sections: [
    {
      id: 'who-insures-your-car',
      title: 'Who insures your car in transport',
      paragraphs: [
        'The carrier does. Under federal law (the Carmack Amendment, 49 U.S.C. 14706), an interstate motor carrier is liable for actual loss of or damage to the property it carries, with narrow exceptions such as an act of God or damage caused by the shipper or by the nature of the goods. The carrier’s cargo insurance is what pays for that liability in practice. It is included in every quote we give.',
        'Cargo insurance is separate from the liability insurance every truck must carry for damage to other people and their property on the road. We check that each carrier we assign has current cargo insurance and active operating authority before it picks up your vehicle.',
      ],
    },
    {
      id: 'policy-limits',
      title: 'Policy limits: check the per-load figure',
      paragraphs: [
        'Most open car carriers carry cargo insurance of $100,000 to $250,000 per load; enclosed carriers often carry more. The limit usually applies to the whole load, not to each vehicle, and an open carrier may carry eight to ten vehicles.',
        'If your vehicle is worth a large share of that limit, tell us: we assign a carrier with higher cover, usually an enclosed one, or you can ask your own insurer about extra cover. Ask us for the carrier’s certificate of insurance before pickup if you want to see it.',
      ],
    },
    {
      id: 'what-is-covered',
      title: 'What is usually covered',
      paragraphs: [
        'Damage the carrier causes while your vehicle is in its care, from loading to unloading, for example:',
      ],
      list: [
        'Damage during loading or unloading, such as a scraped bumper or a ramp strike.',
        'Damage from a tie-down, a deck or another vehicle on the truck.',
        'Damage in a road accident involving the truck.',
        'Theft of the vehicle while in the carrier’s custody.',
      ],
    },
    {
      id: 'what-is-not-covered',
      title: 'What is usually not covered',
      paragraphs: ['Policies differ, but these are almost always excluded or hard to claim:'],
      list: [
        'Personal items left in the vehicle.',
        'Damage that was there before pickup (which is why the pickup inspection matters).',
        'Mechanical or electrical failure not caused by the carrier.',
        'Damage not noted on the bill of lading at delivery.',
        'Loose or modified parts that were not disclosed, such as a low front splitter or a loose trim piece.',
        'Normal road dust on an open carrier; some policies also exclude weather events such as hail.',
      ],
    },
    {
      id: 'your-own-insurance',
      title: 'Your own auto insurance',
      paragraphs: [
        'Keep your own policy active during transport. Some personal auto policies cover a vehicle while it is on a truck, usually under comprehensive coverage and only after the carrier’s insurance. Call your insurer to check before pickup.',
        'A carrier’s deductible is a matter between the carrier and its insurer: it does not reduce what the carrier owes you for damage it caused.',
      ],
    },
    {
      id: 'the-bill-of-lading',
      title: 'The bill of lading',
      paragraphs: [
        'The bill of lading is the receipt and the contract of carriage between you and the carrier. It records the pickup and delivery addresses, the vehicle and, most importantly, a condition report marked at pickup and again at delivery.',
        'Both you and the driver sign it at each end. Any damage claim is judged by comparing the two condition reports, so check them carefully and keep your copy with your photos.',
      ],
    },
    {
      id: 'making-a-claim',
      title: 'How to make a damage claim',
      paragraphs: [
        'We help you through every step, but the claim is made against the carrier, whose insurance pays it.',
      ],
      list: [
        'At delivery, write the damage on the bill of lading before you sign, and take photos with the driver present.',
        'Call us the same day; we contact the carrier and open the claim with you.',
        'Get a written repair estimate, or two for larger damage.',
        'Send the carrier a written claim with the bill of lading, your photos from pickup and delivery, the estimates and the amount you claim.',
        'Federal rules (49 CFR Part 370) require the carrier to acknowledge a written claim within 30 days and to pay it, decline it, or make a firm settlement offer within 120 days.',
        'Federal law gives you at least nine months from delivery to file a written claim, and at least two years from a written denial to go to court, but do not wait: evidence is strongest in the first days.',
      ],
    },
    {
      id: 'international-shipments',
      title: 'International shipments',
      paragraphs: [
        'Ocean carriers’ liability is limited by law: under the US Carriage of Goods by Sea Act it can be as little as $500 per package, and a vehicle counts as one package. For roll-on/roll-off, container and air shipments, we strongly recommend marine cargo insurance for the vehicle’s full value; ask your advisor about it when you book.',
      ],
    },
  ],
};

export const GUIDE_PAGES: readonly GuidePage[] = [SHIPPING_GUIDE, VEHICLE_PREPARATION, CAR_SHIPPING_INSURANCE];
