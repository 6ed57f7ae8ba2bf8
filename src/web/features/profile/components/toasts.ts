import { toast } from '../../../lib/toast.ts';

/** The spec's exact notices (docs/product.md, "Profile"). */
export const savedToast = () =>
  toast.success('Profile Updated', { description: 'Your changes have been saved successfully.' });
export const saveFailedToast = () =>
  toast.error('Error', { description: 'Failed to save profile changes. Please try again.' });
