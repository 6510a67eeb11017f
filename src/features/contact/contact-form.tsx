import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { contactSchema, type ContactInput, type ContactMessage } from "../../shared/contact-schema";
import { contactPath, type ContactAccepted } from "../../shared/api";
import { phoneHint } from "../../shared/phone";
import { Field } from "../../components/field";
import { useHydrated } from "../../components/use-hydrated";
import { Honeypot } from "../../lib/honeypot";
import { defaultRetryDelaysMs } from "../../lib/post-enquiry";
import { useEnquirySubmission } from "../../lib/use-enquiry-submission";
import { contactMessageRequests } from "../../lib/form-requests";
import { focusFirstEmpty, isOnScreen } from "../../lib/focus-first-empty";
import { sectionIds } from "../../config/navigation";

// The spec's exact words.
export const contactSuccessText = "Thank you for your message! We will contact you soon.";
export const contactErrorText = "There was an error sending your message. Please try again.";

type Status = { kind: "idle" } | { kind: "success" } | { kind: "error"; detail?: string };

const emptyContact: ContactInput = { name: "", email: "", phone: "", message: "" };

export function ContactForm({
  retryDelaysMs = defaultRetryDelaysMs,
}: {
  retryDelaysMs?: readonly number[];
}) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const { honeypotRef, submit } = useEnquirySubmission<ContactAccepted>(contactPath, retryDelaysMs);
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyContact,
  });
  const formRef = useRef<HTMLFormElement>(null);
  /** The message as "Learn More" last wrote it: replaced by the next one, unless edited since. */
  const prefilled = useRef<string | undefined>(undefined);

  // "Learn More" on a service starts the message with it, never overwriting what was typed.
  useEffect(
    () =>
      contactMessageRequests.listen((text, late) => {
        const typed = getValues("message");
        let message = text;
        if (typed.trim() !== "" && typed !== prefilled.current) {
          message = typed.includes(text) ? typed : `${typed.trimEnd()}\n${text}`;
        }
        setValue("message", message, { shouldDirty: true, shouldValidate: isSubmitted });
        prefilled.current = message === text ? text : undefined;
        const form = formRef.current;
        const section = document.getElementById(sectionIds.contact);
        if (form && (!late || (section && isOnScreen(section)))) focusFirstEmpty(form);
      }),
    [getValues, setValue, isSubmitted],
  );

  const onSubmit = async (message: ContactMessage) => {
    setStatus({ kind: "idle" });
    const answer = await submit(message, setError);
    if (answer.ok) {
      reset(emptyContact);
      setStatus({ kind: "success" });
    } else {
      setStatus({ kind: "error", detail: answer.detail });
    }
  };

  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={(event) => {
        // The status resets at the start of every submit, even one the schema stops.
        setStatus({ kind: "idle" });
        void handleSubmit(onSubmit)(event);
      }}
    >
      <h3 id="contact-form-title">Send us a message</h3>
      <Field label="Name" error={errors.name?.message}>
        <input type="text" autoComplete="name" required {...register("name")} />
      </Field>
      <Field label="Email" error={errors.email?.message}>
        <input type="email" autoComplete="email" required {...register("email")} />
      </Field>
      <Field label="Phone" error={errors.phone?.message} hint={phoneHint}>
        <input type="tel" autoComplete="tel" inputMode="tel" required {...register("phone")} />
      </Field>
      <Field label="Message" error={errors.message?.message}>
        <textarea rows={5} required {...register("message")} />
      </Field>
      <Honeypot inputRef={honeypotRef} />
      <button className="button button--primary" type="submit" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? "Sending..." : "Send Message"}
      </button>
      <div role="status" className="form__status">
        {status.kind === "success" && (
          <p className="notice notice--success">{contactSuccessText}</p>
        )}
        {status.kind === "error" && (
          <p className="notice notice--error">
            {contactErrorText}
            {status.detail && ` ${status.detail}`}
          </p>
        )}
      </div>
    </form>
  );
}
