import { IMAGE_UPLOAD_MAX_BYTES } from '@pricetrail/core';
import { PhotoUploader, type PhotoUploaderFile } from '@pricetrail/ui';
import { StyledField } from './FormField.styles';
import { FieldError } from './FieldError';

/** Largest photo in MB: the server's limit. */
const IMAGE_MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

/** Props of {@link PhotosField}. */
export interface PhotosFieldProps {
  /** The group's label's id; the error's is derived from it. */
  id: string;
  /** The group's label, e.g. 照片（1–9 张）. */
  label: string;
  /** The add button's label, e.g. 添加照片. */
  addLabel: string;
  /** The photos chosen. */
  files: readonly PhotoUploaderFile[];
  /** Most photos. */
  maxCount: number;
  /** The form is sending: nothing can be added or taken away. */
  isDisabled: boolean;
  /** What is wrong with the photos. */
  error?: string | undefined;
  /** Called with the photos now chosen. */
  onFilesChange: (files: PhotoUploaderFile[]) => void;
}

/** A form's photos: the labelled uploader and its error line. */
export function PhotosField({
  id,
  label,
  addLabel,
  files,
  maxCount,
  isDisabled,
  error,
  onFilesChange,
}: PhotosFieldProps) {
  return (
    <StyledField role="group" aria-labelledby={id}>
      <span id={id}>{label}</span>
      <PhotoUploader
        files={files}
        onFilesChange={({ files: chosen }) => onFilesChange(chosen)}
        maxCount={maxCount}
        maxSizeMb={IMAGE_MAX_MB}
        label={addLabel}
        isDisabled={isDisabled}
      />
      <FieldError id={`${id}-error`} message={error} />
    </StyledField>
  );
}
