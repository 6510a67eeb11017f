import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "../support/render";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, delay } from "msw";
import { server } from "../support/msw-server";
import { ContactForm } from "../../src/features/contact/contact-form";
import { contactPath, idempotencyHeader } from "../../src/shared/forms/api";

const noRetryWait = [0, 0];

// The spec's words, exact.
const contactSuccessText = "Thank you for your message! We will contact you soon.";
const contactErrorText = "There was an error sending your message. Please try again.";

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Priya Raman");
  await user.type(screen.getByLabelText("Email"), "priya@example.com");
  await user.type(screen.getByLabelText("Phone"), "98400 12345");
  await user.type(screen.getByLabelText("Message"), "Airport drop on Friday?");
}

/** The server refuses the next submission with these field codes (a 400, as the function does). */
function answerWithFieldErrors(fieldErrors: Record<string, string>) {
  server.use(
    http.post(contactPath, () =>
      HttpResponse.json({ ok: false, error: { code: "validation", fieldErrors } }, { status: 400 }),
    ),
  );
}

const submit = () => screen.getByRole("button", { name: /send message|sending/i });

describe("ContactForm", () => {
  it("shows 'Sending...' on a disabled button that keeps the focus while the message is on its way", async () => {
    let release: () => void = () => {};
    let posts = 0;
    server.use(
      http.post(contactPath, async () => {
        posts += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ ok: true, id: "1" }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    render(<ContactForm retryDelaysMs={noRetryWait} />);
    await fillValid(user);
    await user.click(submit());
    const button = await screen.findByRole("button", { name: "Sending..." });
    // Disabled as a screen reader hears it, and to a second press; a disabled attribute would
    // drop the focus to the top of the page.
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard("{Enter}");
    release();
    await screen.findByText(contactSuccessText);
    expect(submit()).toHaveAttribute("aria-disabled", "false");
    expect(submit()).toHaveFocus();
    expect(posts).toBe(1);
  });

  it("posts JSON with an Idempotency-Key, then shows green thanks and clears the fields", async () => {
    let received: { body: unknown; key: string | null } | null = null;
    server.use(
      http.post(contactPath, async ({ request }) => {
        received = { body: await request.json(), key: request.headers.get(idempotencyHeader) };
        return HttpResponse.json(
          { ok: true, id: "42", callBackWithinMinutes: 10 },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    render(<ContactForm retryDelaysMs={noRetryWait} />);
    await fillValid(user);
    await user.click(submit());
    const thanks = await screen.findByText(contactSuccessText);
    expect(thanks.closest(".notice")).toHaveClass("notice--success");
    // What happens next: the visitor's own number, grouped, and the server's minutes.
    expect(thanks.closest(".notice")).toHaveTextContent(
      "An operator will call you on +91 98400 12345, usually within 10 minutes.",
    );
    expect(received).toEqual({
      body: {
        name: "Priya Raman",
        email: "priya@example.com",
        phone: "+919840012345",
        message: "Airport drop on Friday?",
        language: "en",
        website: "",
      },
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(screen.getByLabelText("Message")).toHaveValue("");
    // A press of the emptied form asks for its fields; the thanks stays: the message went.
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true"),
    );
    expect(screen.getByText(contactSuccessText)).toBeInTheDocument();
  });

  it("shows the red error, keeps what was typed and logs the failure", async () => {
    server.use(
      http.post(contactPath, () =>
        HttpResponse.json({ ok: false, error: { code: "internal" } }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    render(<ContactForm retryDelaysMs={noRetryWait} />);
    await fillValid(user);
    await user.click(submit());
    const error = await screen.findByText(new RegExp(contactErrorText.replace(/[.]/g, "\\.")));
    expect(error).toHaveClass("notice--error");
    // The server's code, in the page's words.
    expect(error).toHaveTextContent("Something went wrong on our side. Please try again.");
    expect(screen.getByLabelText("Name")).toHaveValue("Priya Raman");
    expect(console.error).toHaveBeenCalledTimes(1);
    vi.mocked(console.error).mockClear();
  });

  it("retries a lost answer with the same Idempotency-Key", async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(contactPath, ({ request }) => {
        keys.push(request.headers.get(idempotencyHeader));
        if (keys.length === 1) return HttpResponse.error();
        return HttpResponse.json({ ok: true, id: "7" }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    render(<ContactForm retryDelaysMs={noRetryWait} />);
    await fillValid(user);
    await user.click(submit());
    await screen.findByText(contactSuccessText);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("puts the server's field codes beside the fields, in the page's words", async () => {
    answerWithFieldErrors({ email: "invalid" });
    const user = userEvent.setup();
    render(<ContactForm retryDelaysMs={noRetryWait} />);
    await fillValid(user);
    await user.click(submit());
    expect(
      await screen.findByText("Enter a valid e-mail address, like name@example.com"),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    // Where to go, said and done: the status points to the fields, and the first one has focus.
    expect(screen.getByRole("status")).toHaveTextContent("Please check the highlighted fields.");
    expect(screen.getByLabelText("Email")).toHaveFocus();
    vi.mocked(console.error).mockClear();
  });

  it("shows an unknown code from the server as the page's own words, never as its text", async () => {
    answerWithFieldErrors({ name: '<img src=x onerror="window.pwned=1">' });
    const user = userEvent.setup();
    const { container } = render(<ContactForm retryDelaysMs={noRetryWait} />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText("Please check the highlighted fields.")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(container.querySelector("img")).toBeNull();
    expect(container).not.toHaveTextContent("onerror");
    vi.mocked(console.error).mockClear();
  });

  it("blocks an empty form in the browser without any request", async () => {
    const user = userEvent.setup();
    render(<ContactForm retryDelaysMs={noRetryWait} />);
    await user.click(submit());
    expect(await screen.findByText("Please enter your name")).toBeInTheDocument();
    expect(screen.getByText("Please enter your e-mail address")).toBeInTheDocument();
    expect(screen.getByText("Please enter your phone number")).toBeInTheDocument();
    expect(screen.getByText("Please write your message")).toBeInTheDocument();
  });

  it("clears the old status as soon as the next submit starts", async () => {
    let calls = 0;
    server.use(
      http.post(contactPath, async () => {
        calls++;
        if (calls === 1) return HttpResponse.json({ ok: true, id: "1" }, { status: 201 });
        await delay(50);
        return HttpResponse.json({ ok: true, id: "2" }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    render(<ContactForm retryDelaysMs={noRetryWait} />);
    await fillValid(user);
    await user.click(submit());
    await screen.findByText(contactSuccessText);
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(screen.queryByText(contactSuccessText)).not.toBeInTheDocument());
    await screen.findByText(contactSuccessText);
    expect(calls).toBe(2);
  });
});
