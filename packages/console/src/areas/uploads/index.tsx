/** Upload forms and upload histories for assets, locations and accounts (spec 3 §2.5, §2.6). */
import type { AreaPages } from '../types';
import { UploadFormPage } from './UploadForm';
import { UploadHistory } from './UploadHistory';

export const pages: AreaPages = {
  'asset-upload-form': () => <UploadFormPage kind="assets" />,
  'asset-uploads-table': () => <UploadHistory kind="assets" />,
  'location-upload-form': () => <UploadFormPage kind="locations" />,
  'location-uploads-table': () => <UploadHistory kind="locations" />,
  'account-upload-form': () => <UploadFormPage kind="accounts" />,
  'account-uploads-table': () => <UploadHistory kind="accounts" />,
};
