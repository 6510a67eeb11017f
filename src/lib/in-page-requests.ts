import { useEffect } from "react";
import { vehicleTypes, type VehicleType } from "../shared/fares/fares";
import { bookingVehicleRequests, contactMessageRequests } from "./form-requests";
import { followInPageLink, isPlainClick } from "./in-page-link";

const isVehicle = (value: string | undefined): value is VehicleType =>
  vehicleTypes.includes(value as VehicleType);

/**
 * The rates' "Book …" links carry their vehicle (data-vehicle) and the services' "Learn More"
 * links the message to start (data-message). Plain links before the script; once it runs, this
 * one listener also chooses the car or starts the message. One listener for the page rather than
 * a handler per link, because those sections stay as the build wrote them (sections/kept.tsx).
 */
export function useInPageRequests() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest<HTMLAnchorElement>("a[data-vehicle], a[data-message]");
      if (!link || !isPlainClick(event)) return;
      event.preventDefault();
      followInPageLink(link.hash);
      const { vehicle, message } = link.dataset;
      if (isVehicle(vehicle)) bookingVehicleRequests.send(vehicle);
      if (message) contactMessageRequests.send(message);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
