"""Reading a PNG file's chunks, for tests of how pictures are encoded (not what they show)."""

import struct
import zlib


def chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    """(kind, payload) of every chunk, their CRCs checked."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    out, at = [], 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind, payload = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length:at + 12 + length])
        assert crc == zlib.crc32(kind + payload), kind
        out.append((kind, payload))
        at += 12 + length
    return out


def zlib_level(data: bytes) -> str:
    """The compression level the image data's zlib header declares ("fastest", "fast", "default", "best")."""
    idat = b"".join(payload for kind, payload in chunks(data) if kind == b"IDAT")
    return ("fastest", "fast", "default", "best")[idat[1] >> 6]
