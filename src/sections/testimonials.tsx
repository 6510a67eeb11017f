import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { sectionIds } from "../config/navigation";
import { Icon } from "../components/icon";
import { SectionHeading } from "../components/section-heading";
import { Stars } from "../components/stars";
import { carouselTransitionMs } from "../config/site";

interface Testimonial {
  id: number;
  name: string;
  role: string;
  /** Initials drawn as the avatar: no image bytes on a slow network, no layout shift. */
  avatar: string;
  quote: string;
  rating: number;
}

const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    name: "Priya Raman",
    role: "IT professional, Chennai",
    avatar: "PR",
    quote:
      "Booked a 4 AM airport drop the night before. The driver was at my gate ten minutes early.",
    rating: 5,
  },
  {
    id: 2,
    name: "Arun Kumar",
    role: "Business traveller, Coimbatore",
    avatar: "AK",
    quote: "Coimbatore to Bengaluru one way at a fair price. Clean sedan and a careful driver.",
    rating: 5,
  },
  {
    id: 3,
    name: "Lakshmi Nair",
    role: "Family trip, Kochi",
    avatar: "LN",
    quote:
      "The Innova fit all seven of us and our luggage. A small delay at pickup, otherwise perfect.",
    rating: 4,
  },
  {
    id: 4,
    name: "Mohammed Rafi",
    role: "Student, Puducherry",
    avatar: "MR",
    quote: "Puducherry to Chennai airport with no return fare. I use them every semester.",
    rating: 5,
  },
];

/** A horizontal swipe shorter than this is a tap or a scroll, not a change of slide. */
const swipeThresholdPx = 40;

export function Testimonials() {
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
        <SectionHeading id="testimonials-title" title="What Our Passengers Say" />
        <div
          className="carousel"
          role="region"
          aria-roledescription="carousel"
          aria-label="Testimonials"
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
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${count}: ${t.name}`}
                  aria-hidden={i !== index}
                  inert={i !== index}
                >
                  <figure className="testimonial">
                    <span className="testimonial__avatar" aria-hidden="true">
                      {t.avatar}
                    </span>
                    <Stars rating={t.rating} />
                    <blockquote>
                      <p>“{t.quote}”</p>
                    </blockquote>
                    <figcaption>
                      <strong>{t.name}</strong>
                      <span>{t.role}</span>
                    </figcaption>
                  </figure>
                </div>
              ))}
            </div>
          </div>
          <div className="carousel__controls">
            <button type="button" className="carousel__arrow" onClick={() => show(index - 1)}>
              <Icon name="left" />
              <span className="visually-hidden">Previous testimonial</span>
            </button>
            <div className="carousel__dots">
              {testimonials.map((t, i) => (
                <button
                  key={t.id}
                  type="button"
                  className="carousel__dot"
                  aria-label={`Show testimonial ${i + 1} of ${count}`}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => show(i)}
                />
              ))}
            </div>
            <button type="button" className="carousel__arrow" onClick={() => show(index + 1)}>
              <Icon name="right" />
              <span className="visually-hidden">Next testimonial</span>
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
