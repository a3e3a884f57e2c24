import { api } from "@/lib/http/api/api";
import { noContent, ok } from "@/lib/http/api/response";
import { projectSettingsSchema, readProjectSettings, resetProjectSettings, updateProjectSettings } from "@/lib/commerce/settings/project-settings";
import { projectSettingsResource } from "@/lib/commerce/settings/project-settings-resource";
import { parseOrThrow } from "@/lib/commerce/validation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api({
  GET: { access: "admin", run: async () => ok(projectSettingsResource(await readProjectSettings())) },
  PUT: { access: "admin", run: async ({ body, caller }) => ok(projectSettingsResource(await updateProjectSettings(parseOrThrow(projectSettingsSchema, body, "").data, caller))) },
  DELETE: {
    access: "admin",
    run: async ({ caller }) => {
      await resetProjectSettings(caller);
      return noContent();
    },
  },
});
