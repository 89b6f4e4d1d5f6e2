// libheif-js's bundle ships no types for its Node entry: the part of its API the product uses.
declare module 'libheif-js/wasm-bundle' {
  interface Enum {
    value: number;
  }
  interface ImageHandle {
    /** The native image handle, for heif_js_decode_image2. */
    handle: unknown;
    get_width(): number;
    get_height(): number;
    has_alpha_channel(): boolean;
    free(): void;
  }
  interface DecodedPlane {
    id: Enum;
    width: number;
    height: number;
    stride: number;
    /** A view of the WASM memory: valid until heif_image_release. */
    data: Uint8Array;
  }
  interface DecodedImage {
    code?: number;
    image: number;
    channels: DecodedPlane[];
  }
  interface LibHeif {
    ready: Promise<void>;
    HeifDecoder: new () => { decode(bytes: Uint8Array): ImageHandle[]; decoder: { delete(): void } };
    heif_js_decode_image2(handle: unknown, colorspace: Enum, chroma: Enum): DecodedImage | null | Promise<DecodedImage | null>;
    heif_image_release(image: number): void;
    heif_colorspace: { heif_colorspace_RGB: Enum };
    heif_chroma: { heif_chroma_interleaved_RGB: Enum; heif_chroma_interleaved_RGBA: Enum };
    heif_channel: { heif_channel_interleaved: Enum };
  }
  const libheif: LibHeif;
  export default libheif;
}
