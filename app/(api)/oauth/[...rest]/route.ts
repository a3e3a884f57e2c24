import { unknownPath } from "@/lib/http/api";

export const { GET, POST, PUT, PATCH, DELETE } = unknownPath();
