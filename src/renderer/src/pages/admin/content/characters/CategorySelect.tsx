// The categories as a choice, named in the console's language (else English, else their id): the characters'
// filter, a row's category and the starter editor's all use it.
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '@shared/api/admin-characters';
import { useAdminCategories } from '../../../../queries/admin';

export const categoryName = (category: Pick<AdminCategory, 'id' | 'name'>, language: string) =>
  category.name[language] ?? category.name['en-US'] ?? category.id;

export function CategorySelect(props: {
  value: string;
  onChange(id: string): void;
  label: string;
  /** A first choice for none (the filter's "every category"). */
  none?: string;
  disabled?: boolean;
  testId: string;
}) {
  const { i18n } = useTranslation();
  const categories = useAdminCategories().data?.list ?? [];
  // A value not in the list (still loading) is kept as a choice, so the select never shows another.
  const known = !props.value || categories.some((category) => category.id === props.value);
  return (
    <select
      aria-label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => props.onChange(event.target.value)}
      data-testid={props.testId}
    >
      {props.none !== undefined && <option value="">{props.none}</option>}
      {!known && <option value={props.value}>{props.value}</option>}
      {categories.map((category) => (
        <option key={category.id} value={category.id}>
          {categoryName(category, i18n.language)}
        </option>
      ))}
    </select>
  );
}
