/** Step 1: where from, where to, when, and how. */
import type { CityPortSuggestion, CityZipSuggestion } from '../../shared/api-types';
import { DOMESTIC_TRANSPORT, INTERNATIONAL_TRANSPORT, type Mode } from '../../shared/schema';
import type { QuoteDraft } from '../form-state';
import { useWidget } from '../widget-context';
import { DateField } from './DateField';
import { RadioGroup } from './Field';
import { LookupField } from './LookupField';

type Place = CityZipSuggestion | CityPortSuggestion;

export function RouteStep({ draft, update }: { draft: QuoteDraft; update: (patch: Partial<QuoteDraft>) => void }) {
  const { messages, api } = useWidget();
  const international = draft.mode === 'international';
  // Domestic lookups use cityZipLookup, international cityPortLookup with searchPort.
  const fetcher = international
    ? (input: string, signal: AbortSignal) => api.cityPortLookup(input, { signal }) as Promise<Place[]>
    : (input: string, signal: AbortSignal) => api.cityZipLookup(input, { signal }) as Promise<Place[]>;
  const hint = international ? messages.locationHintInternational : messages.locationHintDomestic;
  const renderPlace = (item: Place) => (
    <>
      <span>{item.label}</span>
      {'kind' in item && item.kind === 'port' && <span class="qw-badge">{messages.port}</span>}
    </>
  );
  const transports = international ? INTERNATIONAL_TRANSPORT : DOMESTIC_TRANSPORT;

  const place = (path: 'origin_postal_code' | 'destination_postal_code', label: string) => (
    <LookupField<Place>
      path={path}
      label={label}
      hint={hint}
      value={draft[path]}
      onValue={(value) => update({ [path]: value })}
      onPick={(item) => update({ [path]: item.label })}
      fetcher={fetcher}
      deps={[draft.mode]}
      itemToString={(item) => item?.label ?? ''}
      itemKey={(item) => item.label}
      renderItem={renderPlace}
      noResults={messages.noResults}
      unmatched="Place"
    />
  );

  return (
    <>
      <RadioGroup
        path="mode"
        legend={messages.modeLegend}
        inline
        value={draft.mode}
        options={[
          { value: 'domestic', label: messages.modeDomestic },
          { value: 'international', label: messages.modeInternational },
        ]}
        onValue={(mode) => {
          const next = mode as Mode;
          const allowed: readonly string[] = next === 'domestic' ? DOMESTIC_TRANSPORT : INTERNATIONAL_TRANSPORT;
          update({
            mode: next,
            transport_type: allowed.includes(draft.transport_type)
              ? draft.transport_type
              : (allowed[0] as QuoteDraft['transport_type']),
          });
        }}
      />
      {place('origin_postal_code', messages.origin)}
      {place('destination_postal_code', messages.destination)}
      <DateField path="ship_date" value={draft.ship_date} onValue={(ship_date) => update({ ship_date })} />
      <RadioGroup
        path="transport_type"
        legend={messages.transportLegend}
        value={draft.transport_type}
        options={transports.map((t) => ({ value: t, label: messages.transport[t], hint: messages.transportHint[t] }))}
        onValue={(t) => update({ transport_type: t as QuoteDraft['transport_type'] })}
      />
    </>
  );
}
