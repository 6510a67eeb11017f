import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { bookingSchema, type BookingInput, type BookingRequest } from "../../shared/booking-schema";
import {
  defaultVehicle,
  passengerChoices,
  passengerLabel,
  vehicleTypes,
  vehicles,
} from "../../shared/fares";
import { phoneHint } from "../../shared/phone";
import { todayInIndia } from "../../shared/pickup-time";
import { Field } from "../../components/field";

// The spec's exact words.
export const bookingThanksText =
  "Thank you for your booking! We will contact you shortly to confirm the details.";

const emptyBooking: BookingInput = {
  pickupLocation: "",
  dropoffLocation: "",
  pickupDate: "",
  pickupTime: "",
  passengers: 1,
  vehicleType: defaultVehicle,
  name: "",
  phone: "",
};

export function BookingForm() {
  const [booked, setBooked] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BookingInput, unknown, BookingRequest>({
    resolver: zodResolver(bookingSchema),
    defaultValues: emptyBooking,
  });

  const onSubmit = () => {
    setBooked(true);
  };

  return (
    <form
      className="form form--booking"
      noValidate
      aria-labelledby="booking-title"
      onSubmit={(event) => {
        setBooked(false);
        void handleSubmit(onSubmit)(event);
      }}
    >
      <div className="form__grid">
        <Field label="Pickup location" error={errors.pickupLocation?.message}>
          <input type="text" autoComplete="off" required {...register("pickupLocation")} />
        </Field>
        <Field label="Drop location" error={errors.dropoffLocation?.message}>
          <input type="text" autoComplete="off" required {...register("dropoffLocation")} />
        </Field>
        <Field label="Pickup date" error={errors.pickupDate?.message}>
          <input type="date" min={todayInIndia()} required {...register("pickupDate")} />
        </Field>
        <Field label="Pickup time" error={errors.pickupTime?.message}>
          <input type="time" required {...register("pickupTime")} />
        </Field>
        <Field label="Passengers" error={errors.passengers?.message}>
          <select required {...register("passengers", { valueAsNumber: true })}>
            {passengerChoices.map((count) => (
              <option key={count} value={count}>
                {passengerLabel(count)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Vehicle" error={errors.vehicleType?.message}>
          <select required {...register("vehicleType")}>
            {vehicleTypes.map((type) => (
              <option key={type} value={type}>
                {vehicles[type].label} (up to {vehicles[type].capacity})
              </option>
            ))}
          </select>
        </Field>
        <Field label="Your name" error={errors.name?.message}>
          <input type="text" autoComplete="name" required {...register("name")} />
        </Field>
        <Field label="Phone" error={errors.phone?.message} hint={phoneHint}>
          <input type="tel" autoComplete="tel" inputMode="tel" required {...register("phone")} />
        </Field>
      </div>
      <button className="button button--primary" type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Book Now"}
      </button>
      <div role="status" className="form__status">
        {booked && <p className="notice notice--success">{bookingThanksText}</p>}
      </div>
    </form>
  );
}
