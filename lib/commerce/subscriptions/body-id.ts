// A PUT's body names what it changes (EP's `data.id`): it must be the path's, else 400 naming `data.id` and nothing
// changes. Ids compare as the store prints them (lower-case).
import { ApiError } from "../errors";

export function assertBodyId(bodyId: string, pathId: string, noun: string): void {
  if (bodyId.toLowerCase() !== pathId.toLowerCase()) {
    throw new ApiError({ status: 400, title: "Validation Error", detail: `The body's id is not the path's ${noun}.`, source: "data.id", meta: { value: bodyId } });
  }
}
