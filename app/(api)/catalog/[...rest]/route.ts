import { unknownPath } from "@/lib/http/api/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = unknownPath();
