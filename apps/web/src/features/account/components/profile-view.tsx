import type { UserProfile } from '@sapar/contracts';
import { useReferenceLists } from '@/shared/api/reference-api';
import { toDisplayDate } from '../model/dates';
import { DetailsList } from './details-list';
import { usePersonFieldLabels } from './use-field-labels';

const titleOf = (list: { id: string; title: string }[], id: string | null) =>
  id ? (list.find((item) => item.id === id)?.title ?? id) : '';

/** The personal data tab: what the account holds, read-only. */
export function ProfileView({ profile }: { profile: UserProfile }) {
  const labels = usePersonFieldLabels();
  const { countries, genders, documentTypes } = useReferenceLists();
  return (
    <DetailsList
      items={[
        { label: labels.last_name, value: profile.last_name },
        { label: labels.first_name, value: profile.first_name },
        { label: labels.email, value: profile.email },
        { label: labels.phone, value: profile.phone },
        { label: labels.birth_date, value: toDisplayDate(profile.birth_date) },
        { label: labels.gender, value: titleOf(genders, profile.gender) },
        { label: labels.citizenship, value: titleOf(countries, profile.citizenship) },
        { label: labels.document_type, value: titleOf(documentTypes, profile.document_type) },
        { label: labels.document_number, value: profile.document_number },
        { label: labels.document_expiry, value: toDisplayDate(profile.document_expiry) },
      ]}
    />
  );
}

export { titleOf };
