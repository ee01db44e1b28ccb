import { useId, useRef, useState, type ChangeEvent, type HTMLAttributes } from 'react';
import { PhotoThumb, type PhotoUploadStatus } from './PhotoThumb';
import {
  StyledAdd,
  StyledAddCount,
  StyledAddText,
  StyledErrors,
  StyledGrid,
  StyledHint,
  StyledInput,
  StyledUploader,
} from './PhotoUploader.styles';
import { PHOTO_MAX_COUNT, PHOTO_MAX_SIZE_MB, PHOTO_TYPES, checkPhotos } from './photoRules';

/** A picture the user chose, with the id that progress and removal refer to. */
export interface PhotoUploaderFile {
  /** Stable id given by the uploader when the file was chosen. */
  id: string;
  /** The chosen file. */
  file: File;
}

/** Props of {@link PhotoUploader}. */
export interface PhotoUploaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The pictures chosen so far (controlled). */
  files: readonly PhotoUploaderFile[];
  /** Called with the whole new list when pictures are added or removed. */
  onFilesChange: (event: { files: PhotoUploaderFile[] }) => void;
  /** Called when one picture is removed, e.g. to cancel its upload. */
  onRemove?: (event: { id: string }) => void;
  /** Upload progress per picture id, from the parent that uploads them. */
  uploads?: Readonly<Record<string, PhotoUploadStatus>>;
  /** Most pictures allowed; 9 by default. */
  maxCount?: number;
  /** Largest picture allowed in MB; 5 by default. */
  maxSizeMb?: number;
  /** Name of the file chooser; '添加图片' by default. */
  label?: string;
  /** Whether choosing and removing are disabled, e.g. while the post is sent. */
  isDisabled?: boolean;
}

/** Choose purchase photos: previews, per-picture progress, removal and checks in Chinese. */
export function PhotoUploader({
  files,
  onFilesChange,
  onRemove,
  uploads,
  maxCount = PHOTO_MAX_COUNT,
  maxSizeMb = PHOTO_MAX_SIZE_MB,
  label = '添加图片',
  isDisabled = false,
  ...rest
}: PhotoUploaderProps) {
  const baseId = useId();
  const hintId = `${baseId}hint`;
  const nextId = useRef(0);
  const [errors, setErrors] = useState<string[]>([]);
  const canAdd = files.length < maxCount;

  function handleChoose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.currentTarget.files ?? []);
    // Cleared so choosing the same file again still fires a change.
    event.currentTarget.value = '';
    const check = checkPhotos(chosen, { existingCount: files.length, maxCount, maxSizeMb });
    setErrors(check.errors);
    if (check.accepted.length === 0) return;
    const added = check.accepted.map((file) => {
      nextId.current += 1;
      return { id: `${baseId}${nextId.current}`, file };
    });
    onFilesChange({ files: [...files, ...added] });
  }

  function handleRemove(id: string) {
    setErrors([]);
    onRemove?.({ id });
    onFilesChange({ files: files.filter((item) => item.id !== id) });
  }

  return (
    <StyledUploader {...rest}>
      <StyledGrid aria-label="已选图片">
        {files.map((item, index) => (
          <li key={item.id}>
            <PhotoThumb
              file={item.file}
              position={index + 1}
              upload={uploads?.[item.id]}
              isDisabled={isDisabled}
              onRemove={() => handleRemove(item.id)}
            />
          </li>
        ))}
        {canAdd && (
          <li>
            <StyledAdd data-disabled={isDisabled || undefined}>
              <StyledInput
                type="file"
                accept={PHOTO_TYPES.join(',')}
                multiple={maxCount > 1}
                disabled={isDisabled}
                aria-label={label}
                aria-describedby={hintId}
                onChange={handleChoose}
              />
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M12 5v14M5 12h14"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              <StyledAddText aria-hidden="true">{label}</StyledAddText>
              <StyledAddCount aria-hidden="true">
                {files.length}/{maxCount}
              </StyledAddCount>
            </StyledAdd>
          </li>
        )}
      </StyledGrid>
      <StyledHint id={hintId}>
        支持 JPG、PNG、WebP 格式，单张不超过{maxSizeMb}MB，最多{maxCount}张
      </StyledHint>
      <StyledErrors role="alert">
        {errors.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </StyledErrors>
    </StyledUploader>
  );
}
