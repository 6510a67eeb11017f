import type { VehicleType } from "../shared/fares/fares";

/**
 * A way for a section to hand a value to a form whose code may not have arrived yet (the forms
 * load after the first paint): a request sent before the form listens is kept until it does.
 */
export function createFormRequests<T>() {
  let pending: { value: T } | undefined;
  let handler: ((value: T, late: boolean) => void) | undefined;
  return {
    send(value: T) {
      if (handler) handler(value, false);
      else pending = { value };
    },
    /** The form's side; `late` says the request came before the form did. Returns the unlisten. */
    listen(onRequest: (value: T, late: boolean) => void) {
      handler = onRequest;
      if (pending) {
        const { value } = pending;
        pending = undefined;
        onRequest(value, true);
      }
      return () => {
        if (handler === onRequest) handler = undefined;
      };
    },
  };
}

/** "Learn More" about a service asks the contact form to start the message with this text. */
export const contactMessageRequests = createFormRequests<string>();

/** "Book Mini", "Book SUV/MUV" … ask the booking form to choose this vehicle. */
export const bookingVehicleRequests = createFormRequests<VehicleType>();
