// Whether a path's id can name a row at all: every resource id is a UUID (any version, any case). A lookup
// by something else is a 404 without a query (and PostgreSQL would refuse to compare it with a uuid column).
import { z } from "zod";

const uuid = z.uuid();

export const isUuid = (value: string): boolean => uuid.safeParse(value).success;
