import { useState } from "react";
import { estimateFare, type FareInput } from "../../shared/fares/fare-estimate";
import { fares } from "../../shared/fares/fares";
import { useFormWords } from "../../lib/messages";

interface Props extends FareInput {
  dropoffLocation: string;
  /** The places have stopped changing (useTripDistance): only then is a route called unknown. */
  settled: boolean;
}

/** The live estimate under the booking form, recomputed as the visitor types. */
export function FareEstimatePanel(props: Props) {
  const { fare: words, format } = useFormWords();
  const fare = estimateFare(props);
  const filled = props.pickupLocation.trim().length > 1 && props.dropoffLocation.trim().length > 1;
  // The panel is a live region: each change is read out. A route is called unknown only once
  // the places stop changing (else at every letter), and stays so while the passenger types on,
  // letter by letter, until it is priced (else "unknown" and the prompt take turns at each key).
  const [saidUnknown, setSaidUnknown] = useState(false);
  const routeUnknown = filled && !fare && (props.settled || saidUnknown);
  if (routeUnknown !== saidUnknown) setSaidUnknown(routeUnknown);

  return (
    // Read whole: a changed part alone ("₹693") says nothing without the estimate around it.
    <div className="fare" aria-live="polite" aria-atomic="true" data-testid="fare-estimate">
      {fare ? (
        <>
          <p className="fare__total">
            {words.estimate(
              <strong key="total">{format.rupees(fare.total)}</strong>,
              format.number(fare.distanceKm),
            )}
          </p>
          <ul className="fare__parts">
            <li>
              {words.distance(
                format.number(fare.distanceKm),
                format.rupees(fare.ratePerKm),
                format.rupees(fare.distanceFare),
              )}
            </li>
            {fare.nightCharge > 0 && (
              <li>
                {words.night(
                  format.percent(fares.nightChargeRate),
                  format.rupees(fare.nightCharge),
                )}
              </li>
            )}
            {fare.airportCharge > 0 && <li>{words.airport(format.rupees(fare.airportCharge))}</li>}
            {fare.stopsCharge > 0 && <li>{words.stops(format.rupees(fare.stopsCharge))}</li>}
          </ul>
          <p className="fare__note">{words.note}</p>
        </>
      ) : (
        <p className="fare__note">{routeUnknown ? words.unknownRoute : words.prompt}</p>
      )}
    </div>
  );
}
