/**
 * A product image. The catalog's images are SVGs served as they are (next/image would only pass them
 * through, `unoptimized`), so a plain <img> with its size does the same without next/image's client
 * component (5.5 kB gzip on every page that shows one).
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  className,
  priority = false,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      {...(priority ? { fetchPriority: "high" as const } : {})}
    />
  );
}
