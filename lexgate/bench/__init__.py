"""Benchmarks behind `lexgate bench ...`: accuracy and speed, printed as figures."""
