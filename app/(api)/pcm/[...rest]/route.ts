import { unknownPath } from "@/lib/http/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = unknownPath();
