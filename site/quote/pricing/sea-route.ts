/**
 * A trip to or from a place off the road network (Hawaii, Alaska, Puerto Rico), priced as its legs: the
 * road to the mainland port by the per-mile curve, the sailing at the ocean carrier's published price for
 * a standard car (scaled for a larger vehicle), and the road from the port across the water. Within the
 * lane's port radius the customer drops the vehicle off or picks it up at the port, and that end costs
 * nothing. Seasons are not applied: the sailing's price holds all year.
 */
import { greatCircleMiles, type LatLng } from '../../lookup/great-circle';
import { estimateRoadMiles } from './distance';
import {
  type DomesticEstimate,
  type DomesticLine,
  enclosedOf,
  isShortNotice,
  openTransportPrice,
  type PriceComponent,
  type PricedVehicle,
  type SeaLeg,
  toStep,
  totalsOf,
  withFees,
} from './pricing';
import type { IslandPort, RateTable, SeaLane, SeaPort } from './rate-table-shape';

export interface SeaEnd extends LatLng {
  label: string;
  state?: string;
}

export interface SeaTripInput {
  origin: SeaEnd;
  destination: SeaEnd;
  vehicles: readonly PricedVehicle[];
  shipDate: string;
  quotedOn: string;
}

/** The sea lane that serves a state, if it is across the water. */
export const seaLaneOf = (state: string | undefined, rates: RateTable): SeaLane | undefined =>
  state === undefined ? undefined : rates.seaLanes.find((lane) => lane.states.includes(state));

const nearest = <P extends LatLng>(ports: readonly P[], place: LatLng): P =>
  ports.reduce((best, port) => (greatCircleMiles(port, place) < greatCircleMiles(best, place) ? port : best));

interface RoadLeg {
  leg: SeaLeg;
  miles: number;
}

/** The leg between a place and its port: by road, or at the port itself within the lane's radius. */
function endLeg(place: SeaEnd, port: SeaPort, lane: SeaLane, toPort: boolean): RoadLeg {
  const miles = estimateRoadMiles(place, port);
  if (miles <= lane.portRadiusMiles) {
    return { leg: { kind: 'port', port: port.name, action: toPort ? 'drop-off' : 'pick-up' }, miles: 0 };
  }
  const leg: SeaLeg = toPort
    ? { kind: 'road', from: place.label, to: port.name, miles }
    : { kind: 'road', from: port.name, to: place.label, miles };
  return { leg, miles };
}

/**
 * The estimate of a trip with one end across the water and the other on the mainland; undefined when the
 * trip is not one (both ends on the mainland), or is one the table does not price (both ends across the
 * water): an agent prices that.
 */
export function estimateSeaTrip(input: SeaTripInput, rates: RateTable): DomesticEstimate | 'outside-table' | undefined {
  const { origin, destination } = input;
  const fromLane = seaLaneOf(origin.state, rates);
  const toLane = seaLaneOf(destination.state, rates);
  if (!fromLane && !toLane) return undefined;
  if (fromLane && toLane) return 'outside-table';
  const outbound = toLane !== undefined;
  const lane = (toLane ?? fromLane) as SeaLane;
  const island = outbound ? destination : origin;
  const mainland = outbound ? origin : destination;
  const islandPort: IslandPort = nearest(lane.islandPorts, island);
  const mainlandPort = nearest(lane.mainlandPorts, mainland);
  const sailing = outbound ? islandPort.outbound : islandPort.inbound;
  const first = outbound ? endLeg(mainland, mainlandPort, lane, true) : endLeg(island, islandPort, lane, true);
  const last = outbound ? endLeg(island, islandPort, lane, false) : endLeg(mainland, mainlandPort, lane, false);
  const [fromPort, toPort] = outbound ? [mainlandPort, islandPort] : [islandPort, mainlandPort];
  const legs: SeaLeg[] = [
    first.leg,
    { kind: 'sailing', from: fromPort.name, to: toPort.name, days: { ...sailing.days } },
    last.leg,
  ];
  const roadMiles = [first.miles, last.miles].filter((miles) => miles > 0);
  const shortNotice = isShortNotice(input.shipDate, input.quotedOn, rates);
  const lines = input.vehicles.map((vehicle, index) =>
    seaLine(vehicle, index, roadMiles, sailing.perVehicle, shortNotice, rates),
  );
  const totalRoad = roadMiles.reduce((sum, miles) => sum + miles, 0);
  const roadDays = Math.round(totalRoad / rates.milesPerTransitDay);
  return {
    kind: 'domestic',
    distanceMiles: totalRoad,
    ...totalsOf(lines, rates),
    lines,
    transitDays: {
      min: sailing.days.min + roadDays,
      max: sailing.days.max + roadDays + (roadMiles.length > 0 ? rates.handlingDays : 0),
    },
    shortNotice,
    sea: { lane: lane.id, label: lane.label, legs },
  };
}

function seaLine(
  vehicle: PricedVehicle,
  vehicleIndex: number,
  roadMiles: readonly number[],
  sailingPrice: number,
  shortNotice: boolean,
  rates: RateTable,
): DomesticLine {
  const type = vehicle.vehicle_type ?? 'Car';
  const minimum = rates.minTransportPerVehicle;
  const components: PriceComponent[] = [];
  let minimumApplied = false;
  if (roadMiles.length > 0) {
    // Each road leg is a carrier's load of its own, so each costs at least the minimum.
    const road = roadMiles.reduce((sum, miles) => {
      const base = openTransportPrice(miles, rates);
      minimumApplied ||= base < minimum;
      return sum + toStep(Math.max(minimum, base), rates);
    }, 0);
    components.push({ kind: 'transport', open: road, enclosed: enclosedOf(road, rates) });
    const typeSurcharge = rates.vehicleTypeSurcharge[type];
    if (typeSurcharge > 0) {
      components.push({ kind: 'vehicle-type', open: typeSurcharge, enclosed: enclosedOf(typeSurcharge, rates) });
    }
  }
  // The ship carries every car alike, open or enclosed on the road.
  const sailing = toStep((sailingPrice * rates.seaSizePercent[type]) / 100, rates);
  components.push({ kind: 'sailing', open: sailing, enclosed: sailing });
  return withFees(vehicleIndex, components, vehicle, shortNotice, minimumApplied, rates);
}
