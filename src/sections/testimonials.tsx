import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { sectionIds } from "../config/navigation";
import { Icon } from "../components/icon";
import { SectionHeading } from "../components/section-heading";
import { Stars } from "../components/stars";
import { carouselTransitionMs } from "../config/site";
import type { TestimonialId } from "../shared/page-keys";
import { useMessages } from "../lib/messages";

/** The spec's ratings; each person's name, role and words are in the language files. */
const testimonials: readonly { id: TestimonialId; avatar: string; rating: number }[] = [
  // Initials drawn as the avatar: no image bytes on a slow network, no layout shift.
  { id: "priya", avatar: "PR", rating: 5 },
  { id: "arun", avatar: "AK", rating: 5 },
  { id: "lakshmi", avatar: "LN", rating: 4 },
  { id: "rafi", avatar: "MR", rating: 5 },
];

/** A horizontal swipe shorter than this is a tap or a scroll, not a change of slide. */
const swipeThresholdPx = 40;

export function Testimonials() {
  const { testimonials: words } = useMessages();
  const [index, setIndex] = useState(0);
  const swipeStartX = useRef<number | null>(null);
  const count = testimonials.length;
  // Wraps at both ends: previous from the first shows the last, next from the last the first.
  const show = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") show(index + 1);
    else if (event.key === "ArrowLeft") show(index - 1);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStartX.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStartX.current === null) return;
    const dx = event.clientX - swipeStartX.current;
    swipeStartX.current = null;
    if (Math.abs(dx) >= swipeThresholdPx) show(dx < 0 ? index + 1 : index - 1);
  };

  return (
    <section
      id={sectionIds.testimonials}
      className="section section--alt"
      aria-labelledby="testimonials-title"
    >
      <div className="container">
        <SectionHeading id="testimonials-title" title={words.title} />
        <div
          className="carousel"
          role="region"
          aria-roledescription={words.carousel}
          aria-label={words.region}
          onKeyDown={onKeyDown}
        >
          <div
            className="carousel__viewport"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStartX.current = null)}
          >
            <div
              className="carousel__track"
              style={{
                transform: `translateX(-${index * 100}%)`,
                transitionDuration: `${carouselTransitionMs}ms`,
              }}
              aria-live="polite"
            >
              {testimonials.map((t, i) => (
                <div
                  key={t.id}
                  className="carousel__slide"
                  role="group"
                  aria-roledescription={words.slide}
                  aria-label={words.slideLabel(i + 1, count, words.people[t.id].name)}
                  aria-hidden={i !== index}
                  inert={i !== index}
                >
                  <figure className="testimonial">
                    <span className="testimonial__avatar" aria-hidden="true">
                      {t.avatar}
                    </span>
                    <Stars rating={t.rating} />
                    <blockquote>
                      <p>“{words.people[t.id].quote}”</p>
                    </blockquote>
                    <figcaption>
                      <strong>{words.people[t.id].name}</strong>
                      <span>{words.people[t.id].role}</span>
                    </figcaption>
                  </figure>
                </div>
              ))}
            </div>
          </div>
          <div className="carousel__controls">
            <button type="button" className="carousel__arrow" onClick={() => show(index - 1)}>
              <Icon name="left" />
              <span className="visually-hidden">{words.previous}</span>
            </button>
            <div className="carousel__dots">
              {testimonials.map((t, i) => (
                <button
                  key={t.id}
                  type="button"
                  className="carousel__dot"
                  aria-label={words.show(i + 1, count)}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => show(i)}
                />
              ))}
            </div>
            <button type="button" className="carousel__arrow" onClick={() => show(index + 1)}>
              <Icon name="right" />
              <span className="visually-hidden">{words.next}</span>
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
