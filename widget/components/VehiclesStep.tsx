/** Step 2: one to five vehicles, each with year, make and model. */
import type { MakeSuggestion, ModelSuggestion } from '../../shared/api-types';
import { CATALOGUE_FIRST_YEAR, MAX_VEHICLES } from '../../shared/constants';
import { VEHICLE_TYPES, YEAR_PATTERN } from '../../shared/schema';
import { fieldId, newVehicle, type QuoteDraft, type VehicleDraft } from '../form-state';
import { useStepMessages } from '../use-step-messages';
import { useWidget } from '../widget-context';
import { SelectField, TextField } from './Field';
import { LookupField } from './LookupField';

interface Props {
  draft: QuoteDraft;
  update: (patch: Partial<QuoteDraft>) => void;
  focusLater: (id: string) => void;
}

/** The catalogue (NHTSA vPIC) starts in 1981; older vehicles are typed freely. */
function catalogueYear(year: string): number | undefined {
  if (!YEAR_PATTERN.test(year)) return undefined;
  return Number(year) >= CATALOGUE_FIRST_YEAR ? Number(year) : undefined;
}

export function VehiclesStep({ draft, update, focusLater }: Props) {
  const { api, variant, uid, announce } = useWidget();
  const messages = useStepMessages();
  const vehicles = draft.vehicles;

  const change = (index: number, patch: Partial<VehicleDraft>) =>
    update({ vehicles: vehicles.map((v, i) => (i === index ? { ...v, ...patch } : v)) });

  const add = () => {
    if (vehicles.length >= MAX_VEHICLES) return;
    update({ vehicles: [...vehicles, newVehicle()] });
    focusLater(fieldId(uid, `vehicles.${vehicles.length}.year`));
    announce(messages.vehicleAdded(vehicles.length + 1));
  };

  const remove = (index: number) => {
    update({ vehicles: vehicles.filter((_, i) => i !== index) });
    focusLater(fieldId(uid, `vehicles.${Math.max(0, index - 1)}.year`));
    announce(messages.vehicleRemoved(index + 1));
  };

  return (
    <>
      {vehicles.map((vehicle, index) => {
        const year = catalogueYear(vehicle.year);
        const oldYear = YEAR_PATTERN.test(vehicle.year) && year === undefined;
        const makeId = vehicle.make_id;
        const path = (field: string) => `vehicles.${index}.${field}`;
        return (
          <fieldset class="qw-vehicle" key={vehicle.key}>
            <legend class="qw-vehicle-legend">{messages.vehicleLegend(index + 1)}</legend>
            <div class="qw-row">
              <TextField
                path={path('year')}
                label={messages.year}
                hint={messages.yearHint}
                inputMode="numeric"
                maxLength={4}
                autoComplete="off"
                value={vehicle.year}
                onValue={(value) => change(index, { year: value })}
              />
              <LookupField<MakeSuggestion>
                path={path('make')}
                label={messages.make}
                hint={oldYear ? messages.freeTextHint : undefined}
                value={vehicle.make}
                onValue={(make) => change(index, { make, make_id: undefined })}
                onPick={(item) =>
                  change(index, {
                    make: item.MakeName,
                    make_id: item.MakeID,
                    model: item.MakeID === makeId ? vehicle.model : '',
                  })
                }
                fetcher={oldYear ? undefined : (input, signal) => api.makeLookup(input, { signal })}
                itemToString={(item) => item?.MakeName ?? ''}
                itemKey={(item) => item.MakeID}
                noResults={messages.noMakeResults}
                unmatched="Make"
              />
            </div>
            <LookupField<ModelSuggestion>
              path={path('model')}
              label={messages.model}
              value={vehicle.model}
              onValue={(model) => change(index, { model })}
              onPick={(item) => change(index, { model: item.ModelName })}
              fetcher={
                makeId && year
                  ? (input, signal) => api.modelLookup({ input, MakeID: makeId, Year: year }, { signal })
                  : undefined
              }
              deps={[makeId, year]}
              itemToString={(item) => item?.ModelName ?? ''}
              itemKey={(item) => item.ModelID}
              noResults={messages.noMakeResults}
              unmatched="Model"
            />
            {variant === 'compact' && (
              <div class="qw-row">
                <SelectField
                  path={path('vehicle_type')}
                  label={messages.vehicleType}
                  placeholder={messages.vehicleTypePlaceholder}
                  value={vehicle.vehicle_type}
                  options={VEHICLE_TYPES.map((t) => ({ value: t, label: t }))}
                  onValue={(t) => change(index, { vehicle_type: t as VehicleDraft['vehicle_type'] })}
                />
                {/* vehicle_inop "Yes" means the vehicle does NOT run; the options say it plainly. */}
                <SelectField
                  path={path('vehicle_inop')}
                  label={messages.vehicleInop}
                  placeholder={messages.vehicleInopPlaceholder}
                  value={vehicle.vehicle_inop}
                  options={[
                    { value: 'No', label: messages.vehicleRuns },
                    { value: 'Yes', label: messages.vehicleDoesNotRun },
                  ]}
                  onValue={(t) => change(index, { vehicle_inop: t as VehicleDraft['vehicle_inop'] })}
                />
              </div>
            )}
            {vehicles.length > 1 && (
              <button type="button" class="qw-link-button" onClick={() => remove(index)}>
                {messages.removeVehicle(index + 1)}
              </button>
            )}
          </fieldset>
        );
      })}
      {vehicles.length < MAX_VEHICLES ? (
        <button type="button" class="qw-button qw-button--secondary qw-add" onClick={add}>
          <span aria-hidden="true">+ </span>
          {messages.addVehicle}
        </button>
      ) : (
        <p class="qw-hint">{messages.maxVehicles}</p>
      )}
    </>
  );
}
