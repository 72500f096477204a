export { ImagePicker, type ImagePickerProps } from './image-picker';
export { ACCEPTED_IMAGE_TYPES, validateImageFile } from './validate-image';
