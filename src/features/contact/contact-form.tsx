import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  contactSchema,
  type ContactInput,
  type ContactMessage,
} from "../../shared/forms/contact-schema";
import { contactPath, type ContactAccepted } from "../../shared/forms/api";
import { failureText, fieldErrorText, keptText } from "../../shared/i18n/say";
import type { Language } from "../../shared/i18n/languages";
import { Field } from "../../components/field";
import { SubmitRow } from "../../components/submit-row";
import { useHydrated } from "../../components/use-hydrated";
import { Honeypot } from "../../lib/honeypot";
import { defaultRetryDelaysMs } from "../../lib/post-enquiry";
import { useEnquirySubmission, type KeptOutcome } from "../../lib/use-enquiry-submission";
import { ignoredWhileSending, wasPostedByBrowser } from "../../lib/native-submits";
import { site } from "../../config/site";
import { contactMessageRequests } from "../../lib/form-requests";
import { focusFirstEmpty, isOnScreen } from "../../lib/focus-first-empty";
import { sectionIds } from "../../config/navigation";
import { useFormWords, useMessages } from "../../lib/messages";
import type { FormMessages } from "../../shared/i18n/messages";
import { unbreakablePhone } from "../../shared/phone";
import { carryTypingAcrossLanguages } from "../../components/typing-across-languages";
import { useKeptNews } from "../../components/kept-news";

// As this module loads, before React takes the pre-rendered form over (see the function).
carryTypingAcrossLanguages();

type Status =
  | { kind: "idle" }
  | { kind: "success"; callBack?: string }
  /** `key`: the kept message's Idempotency-Key, whose going elsewhere (another tab) ends it. */
  | { kind: "kept"; heldMinutes?: number; key: string }
  | { kind: "error"; detail?: string };

function successStatus(
  forms: FormMessages,
  message: ContactMessage,
  answer: ContactAccepted,
): Status {
  return {
    kind: "success",
    callBack:
      typeof answer.callBackWithinMinutes === "number"
        ? forms.callBack(unbreakablePhone(message.phone), answer.callBackWithinMinutes)
        : undefined,
  };
}

const emptyContact = (language: Language): ContactInput => ({
  name: "",
  email: "",
  phone: "",
  message: "",
  language,
});

export function ContactForm({
  retryDelaysMs = defaultRetryDelaysMs,
}: {
  retryDelaysMs?: readonly number[];
}) {
  const { language } = useMessages();
  const forms = useFormWords();
  const { contact: words } = forms;
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const { statusRef: keptNewsRef, tell: tellKeptNews, bar: keptNewsBar } = useKeptNews();
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
    defaultValues: emptyContact(language),
  });
  /** The form as it was when its message was kept. */
  const keptForm = useRef("");
  const onKept = (outcome: KeptOutcome<ContactAccepted>) => {
    if (outcome.kind === "gone") {
      const { key } = outcome;
      setStatus((told) => (told.kind === "kept" && told.key === key ? { kind: "idle" } : told));
      return;
    }
    const message = outcome.payload as ContactMessage;
    if (outcome.kind === "sent") {
      // The message this form kept, if the form still holds it as kept, is done now; edits
      // made since are the passenger's next message, not to be wiped.
      if (outcome.own && JSON.stringify(getValues()) === keptForm.current) {
        reset(emptyContact(language));
      }
      // Another message's thanks does not hide this form's own, still waiting: the bar tells it.
      const sent = successStatus(forms, message, outcome.answer);
      const { key } = outcome;
      setStatus((told) => (told.kind === "kept" && told.key !== key ? told : sent));
      tellKeptNews({ text: forms.keptNews.messageSent, failed: false });
    } else if (outcome.kind === "waiting") {
      const { key } = outcome;
      setStatus((told) => (told.kind === "idle" ? { kind: "kept", key } : told));
    } else if (outcome.kind === "refused") {
      setStatus({ kind: "error", detail: failureText(forms, outcome.answer.error) });
      tellKeptNews({ text: forms.keptNews.messageNotSent, failed: true });
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
    // The form as sent: edits made while it is on its way are the passenger's next one.
    const asSent = JSON.stringify(getValues());
    const { key, answer } = await submit(message, setError);
    if (answer.ok) {
      reset(emptyContact(language));
      setStatus(successStatus(forms, message, answer));
    } else if (answer.kept) {
      keptForm.current = asSent;
      setStatus({ kind: "kept", heldMinutes: answer.heldMinutes, key });
    } else {
      setStatus({ kind: "error", detail: failureText(forms, answer.error, true) });
    }
  };

  const say = (field: keyof ContactInput) => fieldErrorText(forms, field, errors[field]?.message);

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
        if (ignoredWhileSending(event, isSubmitting)) return;
        // A refusal goes at every press, even one the schema stops. A message sent or kept is
        // still so, and stays told until a message is sent again (onSubmit).
        setStatus((told) => (told.kind === "error" ? { kind: "idle" } : told));
        tellKeptNews(null);
        void handleSubmit(onSubmit)(event);
      }}
    >
      <h3 id="contact-form-title">{words.formTitle}</h3>
      <Field label={words.labels.name} error={say("name")}>
        <input type="text" autoComplete="name" required {...register("name")} />
      </Field>
      <Field label={words.labels.email} error={say("email")}>
        <input type="email" autoComplete="email" required {...register("email")} />
      </Field>
      <Field label={words.labels.phone} error={say("phone")} hint={forms.phoneHint}>
        <input type="tel" autoComplete="tel" inputMode="tel" required {...register("phone")} />
      </Field>
      <Field label={words.labels.message} error={say("message")}>
        <textarea rows={5} required {...register("message")} />
      </Field>
      <Honeypot inputRef={honeypotRef} />
      {/* The page's language goes with the message: the operators answer in it. */}
      {/* Its value in the pre-rendered HTML too: a form posted without script carries it. */}
      <input type="hidden" defaultValue={language} {...register("language")} />
      <SubmitRow>
        <button className="button button--primary" type="submit" aria-disabled={isSubmitting}>
          {isSubmitting ? forms.sending : words.submit}
        </button>
      </SubmitRow>
      <div role="status" className="form__status" ref={keptNewsRef} tabIndex={-1}>
        {status.kind === "success" && (
          <div className="notice notice--success">
            <p>{words.thanks}</p>
            {status.callBack && <p>{status.callBack}</p>}
          </div>
        )}
        {status.kind === "kept" && (
          <div className="notice notice--waiting">
            <p>{keptText(forms, words.kept, status.heldMinutes)}</p>
            <p>
              {words.sooner(
                <a key="call" href={`tel:${site.phoneE164}`}>
                  {forms.booking.call(site.phoneDisplay)}
                </a>,
                <a
                  key="whatsapp"
                  href={`https://wa.me/${site.whatsappNumber}`}
                  rel="noopener noreferrer"
                >
                  {words.writeOnWhatsapp}
                </a>,
              )}
            </p>
          </div>
        )}
        {status.kind === "error" && (
          <p className="notice notice--error">
            {words.error}
            {status.detail && ` ${status.detail}`}
          </p>
        )}
      </div>
      {keptNewsBar}
    </form>
  );
}
