/** From one place or time to the next: points the way the page reads (flipped right to left). */
export function FlightArrow() {
  return (
    <span className="flight-arrow" aria-hidden="true">
      →
    </span>
  );
}
