// How the benches read their rounds: the median over the rounds, and a scenario against its reference (the floor)
// round by round, each round's pair measured seconds apart, then the median: the machine's speed drifts between
// rounds (docs/benchmarks.md).

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median over the rounds of each round's value over the same round's reference value. */
export const medianRatio = (values: number[], references: number[]) => median(values.map((value, i) => value / references[i]));

/** The framework floor's paths in the bench's build (app/(bench)): a static one, and one with an id, as the API's are. */
export const FLOOR_PATH = "/v2/bench/floor";
export const floorPathWithId = (id: string) => `${FLOOR_PATH}/${id}/items`;
