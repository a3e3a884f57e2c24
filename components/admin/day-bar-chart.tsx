// A bar per day, drawn as plain SVG (no chart library): it scales to the width it is given, so it never makes a
// page wider than the screen. The picture is described in words (its title and description); the same figures
// are in the table beside it ("Show as table").
const WIDTH = 600;
const HEIGHT = 140;
const GAP = 4;

const dayWords = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
/** "Mar 5" for a UTC day YYYY-MM-DD. */
export const shortDay = (day: string) => dayWords.format(new Date(`${day}T00:00:00Z`));

export type DayBar = { day: string; value: number; label: string };

type Props = {
  id: string;
  title: string;
  /** What the figures add up to, in words, for the description ("12 orders"). */
  summary: string;
  bars: DayBar[];
};

export function DayBarChart({ id, title, summary, bars }: Props) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const top = bars.reduce<DayBar | undefined>((best, bar) => (bar.value > 0 && (!best || bar.value > best.value) ? bar : best), undefined);
  const first = bars[0]?.day;
  const last = bars.at(-1)?.day;
  const description =
    first && last
      ? `From ${shortDay(first)} to ${shortDay(last)}: ${summary}.` + (top ? ` The busiest day was ${shortDay(top.day)} with ${top.label}.` : " None on any day.")
      : summary;
  const slot = WIDTH / Math.max(1, bars.length);
  return (
    <figure className="min-w-0">
      <figcaption className="font-medium">{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 1}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="mt-2 block h-auto w-full max-w-full"
        preserveAspectRatio="none"
        data-testid={`${id}-chart`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {bars.map((bar, i) => {
          const height = max > 0 ? Math.max(bar.value > 0 ? 2 : 0, (bar.value / max) * HEIGHT) : 0;
          return (
            <rect key={bar.day} x={i * slot + GAP / 2} y={HEIGHT - height} width={slot - GAP} height={height} className="fill-brand-700">
              <title>{`${shortDay(bar.day)}: ${bar.label}`}</title>
            </rect>
          );
        })}
        <line x1={0} x2={WIDTH} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} className="stroke-stone-500" strokeWidth={1} />
      </svg>
      <div className="mt-1 flex justify-between gap-2 text-xs text-stone-600" aria-hidden="true">
        <span>{first ? shortDay(first) : ""}</span>
        <span>{top ? `Highest: ${top.label}` : "None"}</span>
        <span>{last ? shortDay(last) : ""}</span>
      </div>
    </figure>
  );
}
