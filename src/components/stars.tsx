import { useMessages } from "../lib/messages";

const maxRating = 5;

/** A 1–5 rating drawn as stars; screen readers hear "Rated 4 out of 5". */
export function Stars({ rating }: { rating: number }) {
  const { testimonials } = useMessages();
  return (
    <span className="stars" role="img" aria-label={testimonials.rated(rating, maxRating)}>
      {Array.from({ length: maxRating }, (_, i) => (
        <span key={i} className={i < rating ? "star star--on" : "star"} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
