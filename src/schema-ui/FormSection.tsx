import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { CollapsedSection } from './CollapsedSection';

interface FormSectionProps {
  /** The translation key of its title. */
  readonly title: string;
  /** The fields inside, so a section holding an invalid value opens itself. */
  readonly sources: readonly string[];
  readonly children: ReactNode;
}

/**
 * A collapsed part of a record's form. Its inputs stay mounted while it is closed, so their values
 * are kept and saved; a section with an invalid field opens, because a hidden error cannot be fixed.
 */
export const FormSection = ({ title, sources, children }: FormSectionProps) => {
  const { errors } = useFormState();
  return (
    <CollapsedSection title={title} alarm={sources.some((source) => source in errors)}>
      {children}
    </CollapsedSection>
  );
};
