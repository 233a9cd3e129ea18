"""Build of the optional compiled citation scanner (everything else is in pyproject.toml)."""

from glob import glob

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "lexgate.citations._cscan",
            sources=sorted(glob("lexgate/citations/_cscan/*.c")),
            optional=True,  # without a C compiler lexgate installs and runs the pure-Python scanner
            extra_compile_args=["-O2", "-std=c11"],
        )
    ]
)
