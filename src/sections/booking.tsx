import { bookVehicleId, sectionIds } from "../config/navigation";
import { vehicleTypes } from "../shared/fares/fares";
import { SectionHeading } from "../components/section-heading";
import { lazy } from "react";
import { LazyForm } from "../components/lazy-form";
import { useMessages } from "../lib/messages";
import { untilLoaded } from "../lib/until-loaded";

// Form code is fetched right after the first paint, not before it: see LazyForm.
const BookingForm = lazy(() =>
  untilLoaded(() => import("../features/booking/booking-form")).then((module) => ({
    default: module.BookingForm,
  })),
);

/** A trip the form starts with: a route page's places, in the page's language. */
export interface Trip {
  pickup: string;
  drop: string;
}

export function Booking({ trip }: { trip?: Trip }) {
  const { booking } = useMessages();
  return (
    <section
      id={sectionIds.booking}
      className="section section--alt"
      aria-labelledby="booking-title"
    >
      <div className="container container--narrow">
        {/* Where "Book Mini", "Book SUV/MUV" … land; the form reads which one from the URL. */}
        {vehicleTypes.map((vehicle) => (
          <span key={vehicle} id={bookVehicleId(vehicle)} className="anchor-target" />
        ))}
        <SectionHeading id="booking-title" title={booking.title} intro={booking.intro} />
        <LazyForm minHeight={620}>
          <BookingForm trip={trip} />
        </LazyForm>
      </div>
    </section>
  );
}
