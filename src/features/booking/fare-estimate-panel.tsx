import { estimateFare, type FareInput } from "../../shared/fare-estimate";
import { nightChargeRate, percent, rupees } from "../../shared/fares";

interface Props extends FareInput {
  dropoffLocation: string;
}

/** The live estimate under the booking form, recomputed as the visitor types. */
export function FareEstimatePanel(props: Props) {
  const fare = estimateFare(props);
  const bothTyped =
    props.pickupLocation.trim().length > 1 && props.dropoffLocation.trim().length > 1;

  return (
    <div className="fare" aria-live="polite" data-testid="fare-estimate">
      {fare ? (
        <>
          <p className="fare__total">
            Estimated fare: <strong>{rupees(fare.total)}</strong> for about {fare.distanceKm} km
          </p>
          <ul className="fare__parts">
            <li>
              {fare.distanceKm} km × {rupees(fare.ratePerKm)} = {rupees(fare.distanceFare)}
            </li>
            {fare.nightCharge > 0 && (
              <li>
                Night charge {percent(nightChargeRate)}: {rupees(fare.nightCharge)}
              </li>
            )}
            {fare.airportCharge > 0 && <li>Airport pickup: {rupees(fare.airportCharge)}</li>}
            {fare.stopsCharge > 0 && <li>Extra stops: {rupees(fare.stopsCharge)}</li>}
          </ul>
          <p className="fare__note">
            Estimate only: tolls, parking and interstate permits are extra.
          </p>
        </>
      ) : (
        <p className="fare__note">
          {bothTyped
            ? "We don't have this route in our fare table: the operator will call you with a quote."
            : "Type your pickup and drop to see an estimated fare."}
        </p>
      )}
    </div>
  );
}
