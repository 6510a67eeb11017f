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
import { useEnquirySubmission, type KeptOutcome } from "../../lib/use-enquiry-submission";
import { wasPostedByBrowser } from "../../lib/native-submits";
import { enquiryTexts } from "../../shared/enquiry-texts";
import { site } from "../../config/site";
import { contactMessageRequests } from "../../lib/form-requests";
import { focusFirstEmpty, isOnScreen } from "../../lib/focus-first-empty";
import { sectionIds } from "../../config/navigation";

// What the form says after a submit; the first two are the spec's exact words.
const texts = {
  success: enquiryTexts.contactThanks,
  error: "There was an error sending your message. Please try again.",
  kept: "No connection just now. Your message is saved on this phone and will be sent by itself as soon as it is online: keep this page open, or open it again later.",
};
export const contactSuccessText = texts.success;
export const contactErrorText = texts.error;
export const contactKeptText = texts.kept;

type Status =
  | { kind: "idle" }
  | { kind: "success"; callBack?: string }
  | { kind: "kept" }
  | { kind: "error"; detail?: string };

function successStatus(message: ContactMessage, answer: ContactAccepted): Status {
  return {
    kind: "success",
    callBack:
      typeof answer.callBackWithinMinutes === "number"
        ? enquiryTexts.callBack(message.phone, answer.callBackWithinMinutes)
        : undefined,
  };
}

const emptyContact: ContactInput = { name: "", email: "", phone: "", message: "" };

export function ContactForm({
  retryDelaysMs = defaultRetryDelaysMs,
}: {
  retryDelaysMs?: readonly number[];
}) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // Until the script runs, the browser checks the required fields itself.
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
  const onKept = (outcome: KeptOutcome<ContactAccepted>) => {
    const message = outcome.payload as ContactMessage;
    if (outcome.kind === "sent") {
      // The message this page kept is the one still in the form: it is done now.
      if (status.kind === "kept") reset(emptyContact);
      setStatus(successStatus(message, outcome.answer));
    } else if (outcome.kind === "refused") {
      setStatus({ kind: "error", detail: outcome.answer.error.message });
    }
  };
  const { honeypotRef, submit } = useEnquirySubmission<ContactAccepted>(
    contactPath,
    retryDelaysMs,
    onKept,
  );
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
      setStatus(successStatus(message, answer));
    } else if (answer.kept) {
      setStatus({ kind: "kept" });
    } else {
      setStatus({ kind: "error", detail: answer.detail });
    }
  };

  return (
    <form
      ref={formRef}
      className="form"
      action={contactPath}
      method="post"
      noValidate={hydrated}
      aria-labelledby="contact-form-title"
      onSubmit={(event) => {
        if (wasPostedByBrowser(event.currentTarget)) return;
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
      <button className="button button--primary" type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send Message"}
      </button>
      <div role="status" className="form__status">
        {status.kind === "success" && (
          <div className="notice notice--success">
            <p>{texts.success}</p>
            {status.callBack && <p>{status.callBack}</p>}
          </div>
        )}
        {status.kind === "kept" && (
          <div className="notice notice--waiting">
            <p>{texts.kept}</p>
            <p>
              Need an answer sooner? <a href={`tel:${site.phoneE164}`}>Call {site.phoneDisplay}</a>{" "}
              or{" "}
              <a href={`https://wa.me/${site.whatsappNumber}`} rel="noopener noreferrer">
                write on WhatsApp
              </a>
              .
            </p>
          </div>
        )}
        {status.kind === "error" && (
          <p className="notice notice--error">
            {texts.error}
            {status.detail && ` ${status.detail}`}
          </p>
        )}
      </div>
    </form>
  );
}
