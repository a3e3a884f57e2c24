import type { Metadata } from "next";
import { AdminRow, AdminTable, cell } from "@/components/admin/admin-table";
import { ConfirmedForm } from "@/components/admin/confirmed-form";
import { FormField } from "@/components/admin/form-field";
import { OutcomeNotice } from "@/components/admin/outcome-notice";
import { PageSection } from "@/components/admin/page-section";
import { PageTitle } from "@/components/admin/page-title";
import { UtcMoment } from "@/components/admin/utc-moment";
import { listStaff } from "@/lib/commerce/staff/staff-members";
import { ROLE_WORDS, STAFF_ROLES } from "@/lib/commerce/staff/staff-permissions";
import { requireOwner } from "@/lib/web/admin-session";
import { changeStaffRoleAction, inviteStaffAction, removeStaffAction } from "./actions";

export const metadata: Metadata = { title: "Staff" };

const text = (value: string | string[] | undefined) => (typeof value === "string" ? value.slice(0, 300) : undefined);
const selectClass = "mt-1 block rounded border border-stone-500 bg-white px-3 py-2";
const button = "rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-900";

export default async function StaffPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requireOwner("/admin/staff");
  const params = await searchParams;
  const staff = await listStaff();
  return (
    <>
      <PageTitle>Staff</PageTitle>
      <p className="mt-2 text-stone-700">
        Everyone who signs in to the store admin. Owners may do everything; staff may do everything but change settings (store, cart, prices,
        payments, shipping and tax) and manage the staff.
      </p>
      <OutcomeNotice done={text(params.done)} error={text(params.error)} />
      <AdminTable label="Staff members" columns={["Name", "E-mail", "Role", "Since", "Change"]} testId="staff-list">
        {staff.map((member) => (
          <AdminRow key={member.id} data-testid="staff-row">
            <td className={cell}>{member.name}</td>
            <td className={`${cell} break-all`}>{member.email}</td>
            <td className={cell}>{ROLE_WORDS[member.role]}</td>
            <td className={cell}>
              <UtcMoment date={member.since} />
            </td>
            <td className={`${cell} space-y-2`}>
              {member.id === caller.staff?.id ? (
                <span className="text-stone-600">You</span>
              ) : (
                <>
                  <form action={changeStaffRoleAction} className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="id" value={member.id} />
                    <label htmlFor={`role-${member.id}`} className="sr-only">
                      Role of {member.name}
                    </label>
                    <select id={`role-${member.id}`} name="role" defaultValue={member.role} className={selectClass}>
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {ROLE_WORDS[role]}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className={button}>
                      Change role
                    </button>
                  </form>
                  <ConfirmedForm
                    action={removeStaffAction}
                    fields={{ id: member.id }}
                    id={`remove-${member.id}`}
                    confirm={`Yes, remove ${member.name}`}
                    button="Remove"
                  />
                </>
              )}
            </td>
          </AdminRow>
        ))}
      </AdminTable>
      <PageSection id="invite" title="Invite someone">
        <p className="mt-1 text-sm text-stone-700">They get an e-mail with a link to choose their password. The link works once, for 7 days.</p>
        <form action={inviteStaffAction} className="mt-4 space-y-4">
          <FormField id="invite-name" name="name" label="Name" autoComplete="off" required />
          <FormField id="invite-email" name="email" type="email" label="E-mail" autoComplete="off" required />
          <div>
            <label htmlFor="invite-role" className="block text-sm font-medium">
              Role
            </label>
            <select id="invite-role" name="role" defaultValue="staff" className={selectClass}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_WORDS[role]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={button}>
            Send the invitation
          </button>
        </form>
      </PageSection>
    </>
  );
}
